#!/usr/bin/env python3
"""Soak test of the cache: many more kills and concurrent processes
than the CI suite runs, against a loopback server, with the binary you name.

    swift build -c release && python3 scripts/soak_cache.py .build/release/hwan [--kills 2000] [--rounds 50]

Prints, for each scenario, trials and failures:
- kill -9 at a random moment of a first fetch: afterwards the cache must be
  empty or usable, never set aside as damaged;
- kill -9 at a random moment of a provider switch: a saved table must remain;
- 32 processes on an empty cache: exactly one request, nothing set aside.
"""
import argparse, http.server, json, os, random, shutil, signal, subprocess, sys, tempfile, threading, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def fresh(name, now):
    text = open(os.path.join(ROOT, "Tests", "Fixtures", name)).read()
    for old, new in [("1775198851", now - 600), ("1775288921", now + 86000), ("1691280001", now - 600),
                     ("1691366401", now + 86000)]:
        text = text.replace(old, str(new))
    return text.encode()


class Server:
    def __init__(self, body, delay=0.0):
        self.body, self.delay, self.count = body, delay, 0
        outer = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                outer.count += 1
                time.sleep(outer.delay)
                try:
                    self.send_response(200)
                    self.send_header("Content-Length", str(len(outer.body)))
                    self.end_headers()
                    self.wfile.write(outer.body)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.httpd.server_port}"


def run(hwan, home, args, env=None, timeout=30):
    full = {"HOME": home, "PATH": "/usr/bin:/bin", "LANG": "C", **(env or {})}
    return subprocess.run([hwan] + args, env=full, capture_output=True, timeout=timeout, text=True)


def state(hwan, home):
    status = run(hwan, home, ["--offline", "status"])
    cache = os.path.join(home, ".cache", "hwan")
    files = os.listdir(cache) if os.path.isdir(cache) else []
    damaged = any("corrupt" in f for f in files) or "damaged" in status.stderr
    source = next((l for l in status.stdout.splitlines() if l.startswith("source:")), "")
    return source, damaged


def kill_after(hwan, home, env, seconds):
    full = {"HOME": home, "PATH": "/usr/bin:/bin", "LANG": "C", **env}
    p = subprocess.Popen([hwan, "refresh"], env=full, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(seconds)
    p.send_signal(signal.SIGKILL)
    p.wait()
    return p.returncode == -signal.SIGKILL


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("hwan")
    parser.add_argument("--kills", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=50)
    parser.add_argument("--seed", type=int, default=9)
    parser.add_argument("--window", type=float, default=0.04, help="kill within this many seconds of the start")
    args = parser.parse_args()
    hwan = os.path.abspath(args.hwan)
    rng = random.Random(args.seed)
    now = int(time.time())
    a = Server(fresh("open-er-api-USD-2026-04-03.json", now))
    b = Server(fresh("exchangerate-api-v6-KRW-2023-08-06.json", now))
    work = tempfile.mkdtemp(prefix="hwan-soak-")
    try:
        # 1. First fetch.
        failures = midway = 0
        for i in range(args.kills // 2):
            home = tempfile.mkdtemp(dir=work)
            midway += kill_after(hwan, home, {"HWAN_BASE_URL": a.url}, rng.uniform(0, args.window))
            source, damaged = state(hwan, home)
            if damaged or not ("saved" in source or "bundled" in source):
                failures += 1
                print(f"first fetch, kill {i}: {source!r} damaged={damaged}", file=sys.stderr)
            shutil.rmtree(home, ignore_errors=True)
        print(f"kill -9 during a first fetch: {args.kills // 2} kills ({midway} mid-run), {failures} failures")
        # 2. Provider switch.
        failures = midway = 0
        home = tempfile.mkdtemp(dir=work)
        run(hwan, home, ["refresh"], {"HWAN_BASE_URL": a.url})
        for i in range(args.kills - args.kills // 2):
            env = ({"HWAN_BASE_URL": b.url, "HWAN_PROVIDER": "exchangerate-api", "EXCHANGERATE_API_KEY": "k",
                    "HWAN_BASE_CURRENCY": "KRW"} if i % 2 == 0 else {"HWAN_BASE_URL": a.url, "HWAN_PROVIDER": "open-er-api"})
            midway += kill_after(hwan, home, env, rng.uniform(0, args.window))
            source, damaged = state(hwan, home)
            if damaged or "saved" not in source:
                failures += 1
                print(f"switch, kill {i}: {source!r} damaged={damaged}", file=sys.stderr)
        print(f"kill -9 during a provider switch: {args.kills - args.kills // 2} kills ({midway} mid-run), {failures} failures")
        # 3. 32 processes on an empty cache.
        failures = 0
        slow = Server(fresh("open-er-api-USD-2026-04-03.json", now), delay=0.3)
        for i in range(args.rounds):
            home = tempfile.mkdtemp(dir=work)
            slow.count = 0
            env = {"HOME": home, "PATH": "/usr/bin:/bin", "LANG": "C", "HWAN_BASE_URL": slow.url}
            procs = [subprocess.Popen([hwan, "-t", "convert", "1", "USD", "KRW"], env=env, stdout=subprocess.DEVNULL,
                                      stderr=subprocess.DEVNULL) for _ in range(32)]
            codes = [p.wait() for p in procs]
            files = os.listdir(os.path.join(home, ".cache", "hwan"))
            if slow.count != 1 or any(codes) or any("corrupt" in f for f in files):
                failures += 1
                print(f"32 processes, round {i}: {slow.count} requests, exits {set(codes)}, files {files}", file=sys.stderr)
            shutil.rmtree(home, ignore_errors=True)
        print(f"32 processes on an empty cache: {args.rounds} rounds ({args.rounds * 32} processes), {failures} failures")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
