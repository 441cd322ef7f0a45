#!/usr/bin/env bash
# A player's page from `judgekit serve` beside nginx serving the same bytes (issue 23;
# docs/BENCHMARKS.md): the 10,000-player event after 14 rounds (bench/views_bench builds it), every
# player's page /p/1../p/10000 asked in turn by bench/open_loop at RATE requests/s over 200
# keep-alive connections, SECONDS per pass, judgekit and nginx alternating for PASSES passes.
# The figure is the server's CPU per answered request (utime + stime from /proc, nginx's master
# and workers summed), each pass beside the nginx pass that follows it.
# Usage: bench/page_vs_nginx.sh [BUILD_DIR] [FILE] [SECONDS] [PASSES]   (JK_RATE, default 2000)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
file=${2:-/tmp/views_bench.jkevent}
secs=${3:-10}
passes=${4:-3}
rate=${JK_RATE:-2000}
jk=$build/judgekit
[ -f "$file" ] || "$build/bench/views_bench" "$file" --runs 1 >/dev/null
command -v nginx >/dev/null || { echo "page_vs_nginx: nginx is not installed (scripts/setup)" >&2; exit 2; }
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

"$jk" serve --event "$file" --listen 127.0.0.1:0 --max-per-address 0 >"$tmp/serve.out" 2>"$tmp/serve.err" &
server=$!
url=
for _ in $(seq 100); do
  url=$(grep -o 'http://127\.0\.0\.1:[0-9]*/' "$tmp/serve.out" | head -1 || true)
  [ -n "$url" ] && break
  sleep 0.2
done
[ -n "$url" ] || { echo "page_vs_nginx: the server printed no URL" >&2; cat "$tmp/serve.err" >&2; exit 1; }
jk_port=${url#http://127.0.0.1:}
jk_port=${jk_port%/}
n=$("$build/judgekit" player list -e "$file" --json 2>/dev/null | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))' || echo 10000)

# The same bytes for nginx: every page as judgekit serves it now (no clock runs: all rounds closed).
mkdir -p "$tmp/www/p"
curl -s "${url}p/[1-$n]" -o "$tmp/www/p/#1"
chmod -R a+rX "$tmp/www"
echo "pages: $n, $(du -sb "$tmp/www/p" | cut -f1) bytes; /p/1 is $(stat -c %s "$tmp/www/p/1") bytes"

ng_port=$((jk_port + 1))
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
cmp -s <(curl -s "http://127.0.0.1:$ng_port/p/4321") <(curl -s "${url}p/4321") || { echo "page_vs_nginx: nginx does not serve the same bytes" >&2; exit 1; }

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
  out=$("$build/bench/open_loop" "$port" "$rate" "$secs" 200 $paths || true)
  after=$(ticks "$pid")
  answered=$(echo "$out" | sed -n 's/.*; \([0-9]*\) answered.*/\1/p')
  echo "$(( (after - before) * 1000000 / hz / (answered > 0 ? answered : 1) )) $answered $(echo "$out" | grep -o 'median.*')"
}
echo "open loop: $rate/s over 200 connections, $secs s a pass; CPU µs per answered request"
for i in $(seq "$passes"); do
  j=$(pass "$server" "$jk_port")
  g=$(pass "$nginx_pid" "$ng_port")
  jc=${j%% *}
  gc=${g%% *}
  echo "pass $i: judgekit $jc µs ($(echo "$j" | cut -d' ' -f2) answered; $(echo "$j" | cut -d' ' -f3-))"
  echo "        nginx    $gc µs ($(echo "$g" | cut -d' ' -f2) answered; $(echo "$g" | cut -d' ' -f3-))"
  echo "        ratio    $(awk -v a="$jc" -v b="$gc" 'BEGIN { printf "%.2f", a / b }')"
done
