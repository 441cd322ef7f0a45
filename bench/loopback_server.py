"""Shared by the Python load benches: judgekit run as a command, `judgekit serve` on a free
loopback port with no per-address connection cap, and the server's CPU seconds so far."""
import os
import re
import subprocess


def judgekit(binary, *args):
    r = subprocess.run([binary, *args], capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit(f"judgekit {' '.join(args)} failed: {r.stderr}")
    return r.stdout


def serve(binary, event):
    """Starts the server; returns (process, port)."""
    server = subprocess.Popen([binary, "serve", "--event", event, "--listen", "127.0.0.1:0", "--max-per-address", "0"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    for _ in range(200):
        m = re.search(r"http://127\.0\.0\.1:(\d+)/", server.stdout.readline())
        if m:
            return server, int(m.group(1))
    server.kill()
    raise SystemExit("the server did not start: " + server.stderr.read())


def cpu_seconds(process):
    with open(f"/proc/{process.pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
