-- wrk: every request a different player's page, /p/1 .. /p/7500.
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", "/p/" .. ((n * 7919) % 7500 + 1))
end
