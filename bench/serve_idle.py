#!/usr/bin/env python3
"""Opens N idle connections to the server, then times fresh requests while they stay open.
Usage: serve_idle.py URL N"""
import socket
import sys
import time
import urllib.parse
import urllib.request

url, n = sys.argv[1], int(sys.argv[2])
u = urllib.parse.urlparse(url)
idle = []
t0 = time.time()
for i in range(n):
    s = socket.create_connection((u.hostname, u.port), timeout=10)
    idle.append(s)
print(f"opened {len(idle)} idle connections in {time.time() - t0:.1f}s")
times, errors = [], 0
for i in range(50):
    t = time.time()
    try:
        with urllib.request.urlopen(url + f"p/{i + 1}", timeout=10) as r:
            r.read()
            if r.status != 200:
                errors += 1
    except Exception as e:
        errors += 1
        print("error:", e)
    times.append((time.time() - t) * 1000)
times.sort()
print(f"50 new requests with {n} idle connections open: median {times[25]:.1f} ms, max {times[-1]:.1f} ms, {errors} errors")
for s in idle:
    s.close()
sys.exit(1 if errors else 0)
