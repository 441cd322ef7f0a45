#!/usr/bin/env bash
# A player's page from `judgekit serve` beside nginx serving the same bytes (issue 23;
# docs/BENCHMARKS.md). FILE is an event file, or `7500` (the default): the issue's event, 7,500
# players with round 1 paired and its clock running (bench/serve_common.sh), where every page shows
# the clock and is made again each second. Every player's page /p/1../p/N is asked in turn by
# bench/open_loop at RATE requests/s over CONNS keep-alive connections, SECONDS per pass,
# judgekit and nginx alternating for PASSES passes. The figure is the server's CPU per answered
# request (utime + stime from /proc, nginx's master and workers summed), each pass beside the
# nginx pass that follows it.
# Usage: bench/page_vs_nginx.sh [BUILD_DIR] [FILE|7500] [SECONDS] [PASSES]
#        (JK_RATE, default 5000; JK_CONNS, default 200)
# The 10,000-player file after 14 rounds: build/bench/views_bench FILE --runs 1 makes it.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
file=${2:-7500}
secs=${3:-10}
passes=${4:-3}
rate=${JK_RATE:-5000}
conns=${JK_CONNS:-200}
jk=$build/judgekit
command -v nginx >/dev/null || { echo "page_vs_nginx: nginx is not installed (scripts/setup)" >&2; exit 2; }
ulimit -n 65536 2>/dev/null || true
tmp=$(mktemp -d)
chmod 755 "$tmp"
server=
nginx_pid=
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null || true
  [ -n "$nginx_pid" ] && kill "$nginx_pid" 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT
export XDG_DATA_HOME=$tmp/data
source "$here/serve_common.sh"
if [ "$file" = 7500 ]; then
  echo "page_vs_nginx: making the 7,500-player event (round 1 paired, the clock running)" >&2
  file=$(jk_big_event)
fi
[ -f "$file" ] || { echo "page_vs_nginx: $file: no such event file (build/bench/views_bench FILE --runs 1 makes one)" >&2; exit 2; }
jk_serve "$file"
jk_port=$port
n=$("$jk" player list -e "$file" --json 2>/dev/null | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))' || echo 10000)

# The same bytes for nginx: every page as judgekit serves it now (with a clock, as of the second
# each was fetched).
mkdir -p "$tmp/www/p"
curl -s "${url}p/[1-$n]" -o "$tmp/www/p/#1"
chmod -R a+rX "$tmp/www"
echo "pages: $n, $(du -sb "$tmp/www/p" | cut -f1) bytes; /p/1 is $(stat -c %s "$tmp/www/p/1") bytes"

ng_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')  # a free port
cat >"$tmp/nginx.conf" <<EOF
worker_processes 2;
daemon off;
pid $tmp/nginx.pid;
error_log $tmp/nginx.err;
events { worker_connections 4096; }
http {
  access_log off;
  default_type "text/html; charset=utf-8";
  keepalive_requests 1000000;
  keepalive_timeout 75s;
  client_body_temp_path $tmp/ngx_body;
  proxy_temp_path $tmp/ngx_proxy;
  fastcgi_temp_path $tmp/ngx_fcgi;
  uwsgi_temp_path $tmp/ngx_uwsgi;
  scgi_temp_path $tmp/ngx_scgi;
  server { listen 127.0.0.1:$ng_port; root $tmp/www; }
}
EOF
nginx -c "$tmp/nginx.conf" -e "$tmp/nginx.err" &
nginx_pid=$!
sleep 1
# The same page from both, the clock's seconds aside.
unclock() { sed -E 's/data-left="[0-9-]+"//; s/<span class="time"([^>]*)>[^<]*</<span class="time"\1></'; }
cmp -s <(curl -s "http://127.0.0.1:$ng_port/p/4321" | unclock) <(curl -s "${url}p/4321" | unclock) || { echo "page_vs_nginx: nginx does not serve the same bytes" >&2; exit 1; }

# CPU ticks of a process and its children (nginx's workers).
ticks() {
  local total=0 p
  for p in "$1" $(cat /proc/"$1"/task/*/children 2>/dev/null); do
    total=$((total + $(awk '{print $14 + $15}' /proc/"$p"/stat)))
  done
  echo "$total"
}
hz=$(getconf CLK_TCK)
paths=$(seq -f "/p/%g" 1 "$n")
# One pass: prints "µs-per-request answered latency-line".
pass() {
  local pid=$1 port=$2 before after out answered
  before=$(ticks "$pid")
  out=$("$build/bench/open_loop" "$port" "$rate" "$secs" "$conns" $paths || true)
  after=$(ticks "$pid")
  answered=$(echo "$out" | sed -n 's/.*; \([0-9]*\) answered.*/\1/p')
  echo "$(( (after - before) * 1000000 / hz / (answered > 0 ? answered : 1) )) $answered $(echo "$out" | grep -o 'median.*')"
}
echo "open loop: $rate/s over $conns connections, $secs s a pass; CPU µs per answered request"
for i in $(seq "$passes"); do
  j=$(pass "$server" "$jk_port")
  g=$(pass "$nginx_pid" "$ng_port")
  jc=${j%% *}
  gc=${g%% *}
  echo "pass $i: judgekit $jc µs ($(echo "$j" | cut -d' ' -f2) answered; $(echo "$j" | cut -d' ' -f3-))"
  echo "        nginx    $gc µs ($(echo "$g" | cut -d' ' -f2) answered; $(echo "$g" | cut -d' ' -f3-))"
  echo "        ratio    $(awk -v a="$jc" -v b="$gc" 'BEGIN { printf "%.2f", a / b }')"
done
