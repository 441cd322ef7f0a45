#!/usr/bin/env bash
# judgekit serve under load on loopback (docs/BENCHMARKS.md "judgekit serve"): a 7,500-player
# event, wrk with 2,000 open connections on pairings by name and on players' pages, then 10,000
# idle connections while new requests must still be answered.
# Then pairings by name in an open loop (bench/open_loop, JK_RATE requests/s, default 5,000); the
# players' pages in an open loop beside nginx are bench/page_vs_nginx.sh's.
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

source "$here/serve_common.sh"
echo "serve_bench: making a 7,500-player event" >&2
ev=$(jk_big_event)
jk_serve "$ev"
curl -s -o /dev/null -w "pairings page: %{size_download} bytes\n" "${url}pairings"
curl -s -o /dev/null -w "my page: %{size_download} bytes\n" "${url}p/4321"

echo "== pairings by name (page 1 of 75, 100 rows), 2,000 connections, ${secs}s"
wrk -t2 -c2000 -d"${secs}s" --timeout 5s --latency "${url}pairings"
echo "== pairings by name, a search (?q=たかはし 12), 2,000 connections, ${secs}s"
wrk -t2 -c2000 -d"${secs}s" --timeout 5s --latency "${url}pairings?q=%E3%81%9F%E3%81%8B%E3%81%AF%E3%81%97%2012"
echo "== my page (/p/1../p/7500), 2,000 connections, ${secs}s"
wrk -t2 -c2000 -d"${secs}s" --timeout 5s --latency -s "$here/serve_players.lua" "$url"
# Open loop (bench/open_loop.cpp): requests due at a fixed rate, latency from when each was due.
# Players' pages in an open loop, beside nginx serving the same bytes: bench/page_vs_nginx.sh.
rate=${JK_RATE:-5000}
echo "== open loop, pairings by name, ${rate}/s due over 2,000 connections, ${secs}s"
"$build/bench/open_loop" "$port" "$rate" "$secs" 2000 /pairings || true
echo "== 10,000 idle connections, then new requests"
python3 "$here/serve_idle.py" "${url}" 10000
