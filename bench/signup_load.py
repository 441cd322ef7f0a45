#!/usr/bin/python3
"""2,000 phones sign up at once (issue 26): registration open with a capacity and a waitlist,
`judgekit serve` on loopback; each phone opens /register (cookie, CSRF token, the form's nonce),
waits for every other phone, then posts its sign-up; one phone in ten taps twice (the same form
again, as a phone does on a slow network; half of those send the second tap before the first is
answered). Checks that every sign-up is in the event exactly once
(the players up to the capacity, the rest on the waitlist in order), that a double tap lands on the
same entry, and prints the sign-ups' latency (median, p95, p99, max) and the server's CPU.

Phones come from distinct loopback addresses (127.0.x.y, at most 8 phones each) because the
server throttles sign-ups per address (10 per 10 minutes), as phones on a venue's Wi-Fi each have
their own. Usage: bench/signup_load.py build/judgekit [PHONES [CAPACITY]]"""
import concurrent.futures
import http.client
import json
import os
import re
import shutil
import statistics
import sys
import tempfile
import threading
import time
import urllib.parse

import loopback_server

JK = sys.argv[1]
PHONES = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
CAPACITY = int(sys.argv[3]) if len(sys.argv) > 3 else PHONES * 9 // 10
PER_ADDRESS = 8
work = tempfile.mkdtemp(prefix="jk-signup-load-")
event = os.path.join(work, "e.jkevent")


def jk(*args):
    return loopback_server.judgekit(JK, *args)


jk("event", "create", event, "--game", "economica", "--name", "登録負荷試験", "--date", "2015-08-08", "--seed", "1")
jk("event", "registration", "--event", event, "--open", "--capacity", str(CAPACITY), "--waitlist", "on")
server, port = loopback_server.serve(JK, event)


def address(i):
    n = i // PER_ADDRESS + 1
    return f"127.0.{n // 250}.{n % 250 + 1}"


gate = threading.Barrier(PHONES)
lock = threading.Lock()
latencies, errors, landed, floor = [], [], {}, []


def phone(i):
    src = (address(i), 0)
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=120, source_address=src)
    c.request("GET", "/register")
    r = c.getresponse()
    page = r.read().decode()
    cookie = r.getheader("Set-Cookie").split(";")[0]
    csrf = re.search(r'name="csrf" value="([0-9a-f]+)"', page).group(1)
    nonce = re.search(r'name="nonce" value="([0-9a-f]+)"', page).group(1)
    body = urllib.parse.urlencode({"csrf": csrf, "nonce": nonce, "name": f"参加者 {i:04d}", "reading": "さんかしゃ", "id": f"M{i:05d}"})
    headers = {"Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"}
    # The floor: every phone at once asks for the form again (a page, no write), same client, same server.
    try:
        gate.wait(timeout=120)
    except threading.BrokenBarrierError:
        pass
    t0 = time.perf_counter()
    c.request("GET", "/register", headers={"Cookie": cookie})
    c.getresponse().read()
    with lock:
        floor.append(time.perf_counter() - t0)
    try:
        gate.wait(timeout=120)
    except threading.BrokenBarrierError:
        pass
    places = []
    # One phone in ten taps twice: every other one of those sends both taps before either answer
    # comes back (two connections), the rest tap again after the answer.
    conns = [c]
    if i % 20 == 0:
        conns.append(http.client.HTTPConnection("127.0.0.1", port, timeout=120, source_address=src))
    t0 = time.perf_counter()
    for conn in conns:
        conn.request("POST", "/register", body, headers)
    taps = 2 if i % 10 == 0 else 1
    for tap in range(taps):
        conn = conns[min(tap, len(conns) - 1)]
        if tap > 0 and len(conns) == 1:
            t0 = time.perf_counter()
            conn.request("POST", "/register", body, headers)
        r = conn.getresponse()
        r.read()
        dt = time.perf_counter() - t0
        with lock:
            latencies.append(dt)
            if r.status != 303:
                errors.append((i, tap, r.status))
        places.append(r.getheader("Location"))
    for conn in conns:
        conn.close()
    with lock:
        landed[i] = places


def server_cpu_seconds():
    return loopback_server.cpu_seconds(server)


try:
    cpu0 = server_cpu_seconds()
    t0 = time.perf_counter()
    with concurrent.futures.ThreadPoolExecutor(max_workers=PHONES) as pool:
        list(pool.map(phone, range(PHONES)))
    wall = time.perf_counter() - t0
    cpu = server_cpu_seconds() - cpu0
finally:
    server.terminate()
    server.wait()

players = json.loads(jk("player", "list", "--event", event, "--json"))
waiting = json.loads(jk("player", "waitlist", "--event", event, "--json"))
shutil.rmtree(work)
player_list = players if isinstance(players, list) else players.get("players", [])
wait_list = waiting if isinstance(waiting, list) else waiting.get("waitlist", waiting.get("entries", []))
names = [p["name"] for p in player_list] + [w["name"] for w in wait_list]
double_taps = [i for i, p in landed.items() if len(p) == 2]
same_entry = sum(1 for i in double_taps if landed[i][0] == landed[i][1])
ms = sorted(x * 1000 for x in latencies)


def pct(p):
    return ms[min(len(ms) - 1, int(len(ms) * p))]


print(f"{PHONES} phones from {(PHONES + PER_ADDRESS - 1) // PER_ADDRESS} addresses, capacity {CAPACITY}, {len(double_taps)} tapped twice")
print(f"players {len(player_list)} (expected {min(CAPACITY, PHONES)}), waiting {len(wait_list)} (expected {max(0, PHONES - CAPACITY)}), "
      f"each name once: {len(names) == len(set(names)) == PHONES}, errors {len(errors)} {errors[:5]}")
print(f"double taps on the same entry: {same_entry} of {len(double_taps)}")
# First come, first served: the waitlist runs 1, 2, 3 ... in the order the entries were taken (their
# ids), and every entry let in was taken before every entry left waiting.
waiting_ids = [w["entry"] for w in sorted(wait_list, key=lambda w: w["waitlist_position"])]
positions_ok = [w["waitlist_position"] for w in sorted(wait_list, key=lambda w: w["waitlist_position"])] == list(range(1, len(wait_list) + 1))
landed_ids = {int(m.group(1)) for p in landed.values() for loc in p if loc and (m := re.search(r"/r/E(\d+)-", loc))}
admitted_ids = landed_ids - set(waiting_ids)
in_order = positions_ok and waiting_ids == sorted(waiting_ids) and (not admitted_ids or not waiting_ids or max(admitted_ids) < min(waiting_ids))
print(f"waitlist in the order the entries were taken, after every entry let in: {in_order}")
fl = sorted(x * 1000 for x in floor)
print(f"floor, the form page again at once (no write) ms: median {statistics.median(fl):.1f} / p95 {fl[int(len(fl) * 0.95)]:.1f} / "
      f"p99 {fl[int(len(fl) * 0.99)]:.1f} / max {fl[-1]:.1f}")
print(f"sign-up answer ms: median {statistics.median(ms):.1f} / p95 {pct(0.95):.1f} / p99 {pct(0.99):.1f} / max {ms[-1]:.1f}; "
      f"{len(ms)} posts in {wall:.2f} s (including the page loads); server CPU {cpu:.2f} s")
ok = (len(player_list) == min(CAPACITY, PHONES) and len(wait_list) == max(0, PHONES - CAPACITY) and len(set(names)) == PHONES == len(names)
      and not errors and same_entry == len(double_taps))
sys.exit(0 if ok else 1)
