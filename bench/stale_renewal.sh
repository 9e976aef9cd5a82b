#!/usr/bin/env bash
# Stale while renewing, measured (SPEC §4: the network is never on the answer path).
#
#     bench/stale_renewal.sh [HWAN_BINARY] [RUNS]     (default .build/release/hwan, else .build/debug/hwan; 100)
#
# 1. a one-shot `convert 100 USD JPY` with a fresh saved table (no request), RUNS times;
# 2. the same with the saved table past its next update against a provider that
#    accepts and never answers, RUNS times, each on its own copy of the cache (so
#    each one starts a renewal): the goal is within 2x of 1;
# 3. 1,000 commands, each 700 s of hwan's clock (HWAN_NOW) after the last, so every
#    one finds the table due, against a provider that hangs one request in ten:
#    p50, p99 and p100 (the goal: no command waits for the provider).
# Prints medians and percentiles in milliseconds, and how many renewals were still
# running or left behind at the end (the goal: none after the 5-second budget).
set -euo pipefail
cd "$(dirname "$0")/.."
hwan=${1:-}
if [ -z "$hwan" ]; then
    hwan=.build/release/hwan
    [ -x "$hwan" ] || hwan=.build/debug/hwan
fi
runs=${2:-100}
exec python3 - "$(realpath "$hwan")" "$runs" "$PWD" <<'PY'
import http.server, os, shutil, socket, statistics, subprocess, sys, tempfile, threading, time

hwan, runs, root = sys.argv[1], int(sys.argv[2]), sys.argv[3]
body = open(os.path.join(root, "Tests/Fixtures/open-er-api-USD-2026-04-03.json"), "rb").read()

class Provider:
    """A loopback provider: `hang_every` 1 hangs every request, 10 one in ten (never answering)."""
    def __init__(self, hang_every):
        self.hang_every, self.count, self.lock = hang_every, 0, threading.Lock()
        self.stop = threading.Event()
        outer = self
        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                with outer.lock:
                    outer.count += 1
                    hang = outer.hang_every and outer.count % outer.hang_every == 0
                if hang:
                    outer.stop.wait(30)
                    return
                self.send_response(200)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
            def log_message(self, *args):
                pass
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = "http://127.0.0.1:%d" % self.server.server_address[1]

    def close(self):
        self.stop.set()
        self.server.shutdown()

def run(home, url, now):
    env = {"HOME": home, "PATH": os.environ["PATH"], "LANG": "C", "HWAN_BASE_URL": url, "HWAN_NOW": str(now)}
    start = time.perf_counter()
    result = subprocess.run([hwan, "-t", "convert", "100", "USD", "JPY"], env=env, capture_output=True)
    elapsed = (time.perf_counter() - start) * 1000
    assert result.returncode == 0 and result.stdout == b"15956.8504\n", result
    return elapsed, result.stderr.decode()

def pct(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]

def left_behind(home_prefix):
    count = 0
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            if ("HOME=" + home_prefix).encode() in open("/proc/%s/environ" % pid, "rb").read():
                count += 1
        except OSError:
            pass
    return count

work = tempfile.mkdtemp(prefix="hwan-stale-")
now = int(time.time())
good = Provider(0)
seed = os.path.join(work, "seed")
os.makedirs(seed)
run(seed, good.url, now)  # saves the table at `now`; due from now + 600
good.close()

# 1. fresh
fresh = [run(seed, "http://127.0.0.1:1", now + 60)[0] for _ in range(runs)]
# 2. expired, provider hangs, each run on its own copy of the cache
hanging = Provider(1)
expired = []
for i in range(runs):
    home = os.path.join(work, "expired-%d" % i)
    shutil.copytree(seed, home, symlinks=True)
    elapsed, said = run(home, hanging.url, now + 700)
    assert "renewing in the background" in said, said
    expired.append(elapsed)
print("fresh table:            median %.2f ms, p100 %.2f ms (%d runs)" % (statistics.median(fresh), max(fresh), runs))
print("expired, provider hangs: median %.2f ms, p100 %.2f ms (%d runs; %.2fx the fresh median)" % (
    statistics.median(expired), max(expired), runs, statistics.median(expired) / statistics.median(fresh)))
print("renewals running right after: %d" % left_behind(os.path.join(work, "expired-")))
time.sleep(6)
print("renewals left 6 s later (past the 5-second budget): %d" % left_behind(os.path.join(work, "expired-")))
hanging.close()

# 3. 1,000 commands, each finding the table due, one request in ten hanging
one_in_ten = Provider(10)
home = os.path.join(work, "thousand")
shutil.copytree(seed, home, symlinks=True)
times = []
for i in range(1000):
    times.append(run(home, one_in_ten.url, now + 700 * (i + 1))[0])
print("1,000 commands, a provider hanging one request in ten: p50 %.2f ms, p99 %.2f ms, p100 %.2f ms; provider requests %d" % (
    pct(times, 50), pct(times, 99), max(times), one_in_ten.count))
time.sleep(6)
print("renewals left 6 s after the last command: %d" % left_behind(home))
one_in_ten.close()
shutil.rmtree(work, ignore_errors=True)
PY
