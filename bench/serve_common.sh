# Sourced by bench/serve_bench.sh and bench/page_vs_nginx.sh (one copy of what both need).
# Expects $jk (the judgekit binary) and $tmp (a scratch directory removed by the caller).

# The issue 13/23 event: 7,500 players, an SCP event with round 1 paired and its clock running
# (every player's page shows the clock). Prints the file's path.
jk_big_event() {
  python3 - "$tmp/players.csv" <<'PY'
import sys
family = ["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤"]
kana = ["さとう", "すずき", "たかはし", "たなか", "いとう", "わたなべ", "やまもと", "なかむら", "こばやし", "かとう"]
with open(sys.argv[1], "w") as f:
    f.write("id,name,reading\n")
    for i in range(7500):
        f.write(f"B{i:05d},{family[i % 10]} {i:04d},{kana[i % 10]} {i:04d}\n")
PY
  local ev=$tmp/big.jkevent
  "$jk" event create "$ev" --game scp-tcg-jp-j --name "負荷試験" --date 2026-04-12 --rounds 13 --seed 1 >/dev/null
  "$jk" player add --event "$ev" --csv "$tmp/players.csv" >/dev/null
  "$jk" round pair --event "$ev" >/dev/null
  "$jk" round start --event "$ev" --minutes 50 >/dev/null
  echo "$ev"
}

# Serves FILE on a free loopback port; sets $server (its pid), $url and $port.
jk_serve() {
  "$jk" serve --event "$1" --listen 127.0.0.1:0 --max-per-address 0 >"$tmp/serve.out" 2>"$tmp/serve.err" &
  server=$!
  url=
  for _ in $(seq 100); do
    url=$(grep -o 'http://127\.0\.0\.1:[0-9]*/' "$tmp/serve.out" | head -1 || true)
    [ -n "$url" ] && break
    sleep 0.2
  done
  [ -n "$url" ] || { echo "$(basename "$0"): the server printed no URL" >&2; cat "$tmp/serve.err" >&2; exit 1; }
  port=${url#http://127.0.0.1:}
  port=${port%/}
}
