#!/usr/bin/python3
"""1,000 phones report a round at once (issue 14): an Economica event of 1,000 players (500
tables), `judgekit serve` on loopback, each phone opens its player's page (/m/<code>: cookie, CSRF
token) and posts its report; one table in ten disagrees. Checks that every agreeing table is recorded exactly
once and every disagreeing one waits for a judge, and prints the reports' latency (median, p95,
p99, max). Loopback only. Usage: bench/desk_load.py build/judgekit [PHONES_AT_ONCE [SPREAD_SECONDS]]
With JK_BURST=build/bench/desk_burst the phones only open their pages; the reports are then sent
all at once by that C program (one connection each), so its figures hold the server's time alone.
With SPREAD_SECONDS the reports arrive at random moments over that many seconds (the end of a
round as it happens), instead of all at the same moment.
With JK_WATCHERS=N and JK_OPEN_LOOP=build/bench/open_loop, N phones follow the event while it
happens: each asks /api/version once a second (what a live page does; open loop, N requests/s
spread over the connections), first for 5 s with nothing changing (the floor), then through the
reports; one more phone asks every 50 ms and times when each change shows."""
import concurrent.futures
import http.client
import json
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

import loopback_server

JK = sys.argv[1]
AT_ONCE = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
SPREAD = float(sys.argv[3]) if len(sys.argv) > 3 else 0.0
BURST = os.environ.get("JK_BURST")
prepared = []
PLAYERS = 1000
work = tempfile.mkdtemp(prefix="jk-desk-load-")
event = os.path.join(work, "e.jkevent")


def jk(*args):
    return loopback_server.judgekit(JK, *args)


csv = os.path.join(work, "players.csv")
with open(csv, "w") as f:
    f.write("name\n" + "".join(f"選手{i:04d}\n" for i in range(PLAYERS)))
jk("event", "create", event, "--game", "economica", "--name", "負荷試験", "--date", "2015-08-08", "--seed", "1")
jk("player", "add", "--event", event, "--csv", csv)
jk("round", "pair", "--event", event)
tables = [t for t in json.loads(jk("round", "show", "--event", event, "--json"))["tables"] if t.get("table")]
codes = {c["table"]: c["code"] for c in json.loads(jk("round", "codes", "--event", event, "--json"))}
# Each player reports from their own page (the code on their card): a report with the slip's code
# alone only proposes (issue 24), so it would record nothing.
player_codes = {int(m.group(1)): m.group(2) for m in re.finditer(r"^\s*(\d+)\s.*\s(\d+-[0-9A-Z]{10})\s*$", jk("player", "list", "--event", event, "--codes"), re.M)}

server, port = loopback_server.serve(JK, event)

# Each phone: (table, me, winner). Every tenth table disagrees: each player says they won.
phones = []
for t in tables:
    a, b = t["players"][0]["id"], t["players"][1]["id"]
    disagree = t["table"] % 10 == 0
    phones.append((t["table"], a, a))
    phones.append((t["table"], b, b if disagree else a))

start_gate = threading.Barrier(min(AT_ONCE, len(phones)))
latencies, errors = [], []
lock = threading.Lock()


def phone(job):
    table, me, winner = job
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    path = "/m/" + player_codes[me]
    c.request("GET", path)
    r = c.getresponse()
    page = r.read().decode()
    cookie = r.getheader("Set-Cookie").split(";")[0]
    csrf = re.search(r'name="csrf" value="([0-9a-f]+)"', page).group(1)
    body = urllib.parse.urlencode({"csrf": csrf, "outcome": f"win-{winner}"})
    if BURST:
        with lock:
            prepared.append(f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nCookie: {cookie}\r\n"
                            f"Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {len(body)}\r\n\r\n{body}")
        c.close()
        return
    try:
        start_gate.wait(timeout=60)  # every phone is ready ...
    except threading.BrokenBarrierError:
        pass
    if SPREAD:
        time.sleep(random.uniform(0, SPREAD))  # ... and sends at its own moment,
        c.close()  # on a new connection, as a phone does after a pause (the server closes idle ones after 30 s)
        c = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    t0 = time.perf_counter()
    c.request("POST", path, body, {"Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"})
    r = c.getresponse()
    r.read()
    dt = time.perf_counter() - t0
    with lock:
        latencies.append(dt)
        done_times.append(t0 + dt)
        if r.status != 303:  # taken: Post/Redirect/Get to the player's page
            errors.append(r.status)
    c.close()


def server_cpu_seconds():
    return loopback_server.cpu_seconds(server)


WATCHERS = int(os.environ.get("JK_WATCHERS", "0"))
OPEN_LOOP = os.environ.get("JK_OPEN_LOOP")
watch_log, done_times, watching = [], [], threading.Event()


def version():
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    c.request("GET", "/api/version")
    v = c.getresponse().read()
    c.close()
    return v


def watcher():
    """A phone that asks every 50 ms: when each change of the event shows on the live pages."""
    last = version()
    while watching.is_set():
        v = version()
        if v != last:
            watch_log.append(time.perf_counter())
            last = v
        time.sleep(0.05)


followers = None
if WATCHERS and OPEN_LOOP:
    conns = str(min(WATCHERS, 2000))
    floor = subprocess.run([OPEN_LOOP, str(port), str(WATCHERS), "5", conns, "/api/version"], capture_output=True, text=True)
    print(f"floor, {WATCHERS} phones asking /api/version once a second, nothing changing:\n  " + floor.stdout.strip().replace("\n", "\n  "))
    followers = subprocess.Popen([OPEN_LOOP, str(port), str(WATCHERS), str(int(25 + SPREAD)), conns, "/api/version"],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    watching.set()
    threading.Thread(target=watcher, daemon=True).start()
    time.sleep(2)

t_all = time.perf_counter()
with concurrent.futures.ThreadPoolExecutor(max_workers=AT_ONCE) as pool:
    list(pool.map(phone, phones))
if BURST:
    burst_dir = os.path.join(work, "burst")
    os.makedirs(burst_dir)
    files = []
    for i, request in enumerate(prepared):
        files.append(os.path.join(burst_dir, f"{i:04d}.http"))
        with open(files[-1], "w") as f:
            f.write(request)
    # The server's CPU and (with JK_PERF=FILE) its profile for the burst alone.
    perf = subprocess.Popen(["perf", "record", "-q", "--call-graph", "dwarf", "-p", str(server.pid), "-o", os.environ["JK_PERF"]],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) if os.environ.get("JK_PERF") else None
    if perf:
        time.sleep(1)
    cpu_before = server_cpu_seconds()
    t_all = time.perf_counter()
    burst = subprocess.run([BURST, str(port), *files], capture_output=True, text=True)
    burst_cpu = server_cpu_seconds() - cpu_before
    if perf:
        perf.send_signal(2)
        perf.wait()
    print(burst.stdout.strip())
    m = re.search(r"median ([\d.]+), p95 ([\d.]+), p99 ([\d.]+), max ([\d.]+)", burst.stdout)
    latencies = [float(m.group(1)) / 1000, float(m.group(4)) / 1000] if m else [0.0]
    if burst.returncode != 0:
        errors.append("burst")
wall = time.perf_counter() - t_all
if followers:
    time.sleep(3)  # the last change reaches the pages
    watching.clear()
    out, _ = followers.communicate(timeout=120)
    print(f"{WATCHERS} phones asking /api/version once a second through the reports:\n  " + out.strip().replace("\n", "\n  "))
    # Each report's answer to the first change seen after it: a phone asking once a second sees
    # it at most a second (plus its own request's time) later.
    lags = sorted(min((w for w in watch_log if w >= d), default=float("inf")) - d for d in done_times) if done_times else []
    if lags:
        print(f"a report's change on the live pages after its answer, ms: median {lags[len(lags) // 2] * 1000:.0f}, "
              f"p99 {lags[min(len(lags) - 1, int(0.99 * len(lags)))] * 1000:.0f}, max {lags[-1] * 1000:.0f} ({len(watch_log)} changes seen)")
server_cpu = server_cpu_seconds()
server.terminate()
server.communicate(timeout=10)

shown = json.loads(jk("round", "show", "--event", event, "--json"))["tables"]
recorded = sum(1 for t in shown if t.get("table") and t["result"])
expected = sum(1 for t in tables if t["table"] % 10 != 0)
audit = subprocess.run(["sqlite3", event, "SELECT count(*) FROM audit_log WHERE entity = 'results' AND action = 'insert'"],
                       capture_output=True, text=True).stdout.strip() if shutil.which("sqlite3") else "n/a"
latencies.sort()
q = lambda p: latencies[min(len(latencies) - 1, int(p * len(latencies)))] * 1000
print(f"phones: {len(phones)} reports ({len(tables)} tables, {len(tables) - expected} disagreeing), {AT_ONCE} at once"
      + (f", spread over {SPREAD:.0f} s" if SPREAD else ", at the same moment"))
print(f"recorded: {recorded} tables (expected {expected}); errors: {len(errors)}; result inserts in the audit log: {audit}")
if not BURST:
    print(f"report latency ms: median {statistics.median(latencies) * 1000:.1f}, p95 {q(0.95):.1f}, p99 {q(0.99):.1f}, max {latencies[-1] * 1000:.1f}")
print(f"all reports in {wall:.2f} s; the server used {server_cpu:.2f} s of CPU (pages, reports and view reloads)"
      + (f", {burst_cpu:.2f} s of it for the burst" if BURST else ""))
shutil.rmtree(work, ignore_errors=True)
sys.exit(0 if recorded == expected and not errors else 1)
