#!/usr/bin/env bash
# judgekit serve under load on loopback (docs/BENCHMARKS.md "judgekit serve"): a 7,500-player
# event, wrk with 2,000 open connections on pairings by name and on players' pages, then 10,000
# idle connections while new requests must still be answered.
# Then the same pages in an open loop (bench/open_loop, JK_RATE requests/s, default 5,000).
# Usage: bench/serve_bench.sh [BUILD_DIR] [SECONDS]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
secs=${2:-20}
jk=$build/judgekit
# 2,000 then 10,000 sockets on each side of loopback: raise the open-files limit as far as allowed.
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"
if [ "$(ulimit -n)" != unlimited ] && [ "$(ulimit -n)" -lt 10100 ]; then
  echo "serve_bench: open-files limit $(ulimit -n) is under 10,100; raise it (ulimit -Hn) first" >&2
  exit 2
fi
tmp=$(mktemp -d)
trap 'kill $server 2>/dev/null || true; rm -rf "$tmp"' EXIT
export XDG_DATA_HOME=$tmp/data

echo "serve_bench: making a 7,500-player event" >&2
python3 - "$tmp/players.csv" <<'PY'
import sys
family = ["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤"]
kana = ["さとう", "すずき", "たかはし", "たなか", "いとう", "わたなべ", "やまもと", "なかむら", "こばやし", "かとう"]
with open(sys.argv[1], "w") as f:
    f.write("id,name,reading\n")
    for i in range(7500):
        f.write(f"B{i:05d},{family[i % 10]} {i:04d},{kana[i % 10]} {i:04d}\n")
PY
ev=$tmp/big.jkevent
"$jk" event create "$ev" --game scp-tcg-jp-j --name "負荷試験" --date 2026-04-12 --rounds 13 --seed 1 >/dev/null
"$jk" player add --event "$ev" --csv "$tmp/players.csv" >/dev/null
"$jk" round pair --event "$ev" >/dev/null
"$jk" round start --event "$ev" --minutes 50 >/dev/null

"$jk" serve --event "$ev" --listen 127.0.0.1:0 --max-per-address 0 >"$tmp/serve.out" 2>"$tmp/serve.err" &
server=$!
url=
for _ in $(seq 100); do
  url=$(grep -o 'http://127\.0\.0\.1:[0-9]*/' "$tmp/serve.out" | head -1 || true)
  [ -n "$url" ] && break
  sleep 0.2
done
[ -n "$url" ] || { echo "serve_bench: the server printed no URL" >&2; cat "$tmp/serve.err" >&2; exit 1; }
curl -s -o /dev/null -w "pairings page: %{size_download} bytes\n" "${url}pairings"
curl -s -o /dev/null -w "my page: %{size_download} bytes\n" "${url}p/4321"

echo "== pairings by name (page 1 of 75, 100 rows), 2,000 connections, ${secs}s"
wrk -t2 -c2000 -d"${secs}s" --timeout 5s --latency "${url}pairings"
echo "== pairings by name, a search (?q=たかはし 12), 2,000 connections, ${secs}s"
wrk -t2 -c2000 -d"${secs}s" --timeout 5s --latency "${url}pairings?q=%E3%81%9F%E3%81%8B%E3%81%AF%E3%81%97%2012"
echo "== my page (/p/1../p/7500), 2,000 connections, ${secs}s"
wrk -t2 -c2000 -d"${secs}s" --timeout 5s --latency -s "$here/serve_players.lua" "$url"
# Open loop (bench/open_loop.cpp): requests due at a fixed rate, latency from when each was due.
rate=${JK_RATE:-5000}
port=${url#http://127.0.0.1:}; port=${port%/}
echo "== open loop, pairings by name, ${rate}/s due over 2,000 connections, ${secs}s"
"$build/bench/open_loop" "$port" "$rate" "$secs" 2000 /pairings || true
echo "== open loop, my page (/p/1../p/7500), ${rate}/s due over 2,000 connections, ${secs}s"
"$build/bench/open_loop" "$port" "$rate" "$secs" 2000 $(seq -f "/p/%g" 1 7500) || true
echo "== 10,000 idle connections, then new requests"
python3 "$here/serve_idle.py" "${url}" 10000
