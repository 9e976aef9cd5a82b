#!/usr/bin/env python3
"""Kill loops for the cache's other files, a sibling of
soak_cache.py: kill -9 at a random moment of a command that writes the bank
entry, the coin (exchange) entries or the rate history, against a loopback
server, with the binary you name; then check what is on disk.

    swift build && python3 scripts/soak_files.py .build/debug/hwan [--seconds 60] [--seed 20]

Each scenario runs for --seconds and prints its trials (kills) and failures:
- bank: `--bank dunamu bank`; bank-dunamu.json must be absent or exactly the
  body served, nothing set aside (`.corrupt-`), and `--offline bank` answers;
- coins: `coins BTC ETH`; every market-*.json must be exactly one of the
  bodies served, nothing set aside, and `--offline coins` answers;
- history: `refresh` with a table of another hour each time (one in four
  left to complete, so the file grows); every line
  of rate-history.jsonl must be whole JSON with a provider and a time,
  nothing set aside, and `--offline history USD` exits 0 or 2 (no crash).
"""
import argparse, http.server, json, os, random, shutil, signal, subprocess, sys, tempfile, threading, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def fixture(name):
    return open(os.path.join(ROOT, "Tests", "Fixtures", name), "rb").read()


def fresh(name, time_last, time_next):
    text = fixture(name).decode()
    return text.replace("1775198851", str(time_last)).replace("1775288921", str(time_next)).encode()


class Server:
    """Serves bodies by path prefix (the first match wins); `bodies` may be swapped between trials."""

    def __init__(self, routes):
        self.routes = routes
        outer = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                body = next((b for prefix, b in outer.routes if self.path.startswith(prefix)), b'{"error":"no route"}')
                try:
                    self.send_response(200)
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.httpd.server_port}"


def environment(home, extra):
    return {"HOME": home, "PATH": "/usr/bin:/bin", "LANG": "C", "XDG_RUNTIME_DIR": home, **extra}


def run(hwan, home, args, extra, timeout=30):
    return subprocess.run([hwan] + args, env=environment(home, extra), capture_output=True, timeout=timeout)


def kill_during(hwan, home, args, extra, seconds):
    p = subprocess.Popen([hwan] + args, env=environment(home, extra), stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL)
    time.sleep(seconds)
    p.send_signal(signal.SIGKILL)
    p.wait()
    return p.returncode == -signal.SIGKILL


def cache_files(home):
    cache = os.path.join(home, ".cache", "hwan")
    return cache, (os.listdir(cache) if os.path.isdir(cache) else [])


def check_bank(hwan, home, extra, served):
    cache, files = cache_files(home)
    problems = [f for f in files if ".corrupt-" in f]
    path = os.path.join(cache, "bank-dunamu.json")
    if os.path.exists(path) and open(path, "rb").read() != served:
        problems.append("bank-dunamu.json torn")
    answer = run(hwan, home, ["--offline", "--bank", "dunamu", "bank"], extra)
    if answer.returncode not in (0, 2) or b"damaged" in answer.stderr:
        problems.append(f"offline bank exit {answer.returncode}")
    return problems


def check_coins(hwan, home, extra, served):
    cache, files = cache_files(home)
    problems = [f for f in files if ".corrupt-" in f]
    for name in files:
        if name.startswith("market-") and name.endswith(".json") and not name.endswith(".meta.json"):
            if open(os.path.join(cache, name), "rb").read() not in served:
                problems.append(f"{name} torn")
    answer = run(hwan, home, ["--offline", "coins", "BTC", "ETH"], extra)
    if answer.returncode not in (0, 2) or answer.returncode < 0:
        problems.append(f"offline coins exit {answer.returncode}")
    return problems


def check_history(hwan, home, extra):
    cache, files = cache_files(home)
    problems = [f for f in files if ".corrupt-" in f]
    path = os.path.join(cache, "rate-history.jsonl")
    if os.path.exists(path):
        for number, line in enumerate(open(path, "rb").read().split(b"\n")):
            if not line:
                continue
            try:
                entry = json.loads(line)
                assert isinstance(entry["provider"], str) and isinstance(entry["time"], int)
            except Exception:
                problems.append(f"history line {number + 1} torn")
                break
    answer = run(hwan, home, ["--offline", "history", "USD"], extra)
    if answer.returncode not in (0, 2):
        problems.append(f"offline history exit {answer.returncode}")
    if b"damaged" in answer.stderr or b"skipped" in answer.stderr:
        problems.append("history has a damaged entry")
    return problems


def calibrated(args, hwan, command, extra):
    """The kill window: given, or twice an uninterrupted run in a fresh home."""
    if args.window:
        return args.window
    home = tempfile.mkdtemp()
    start = time.monotonic()
    run(hwan, home, command, extra)
    took = time.monotonic() - start
    shutil.rmtree(home, ignore_errors=True)
    return 2 * took


def scenario(name, seconds, trial):
    trials = failures = midway = 0
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        killed, problems = trial(trials)
        trials += 1
        midway += killed
        if problems:
            failures += 1
            print(f"{name}, kill {trials}: {problems}", file=sys.stderr)
    print(f"kill -9 while writing the {name}: {trials} trials ({midway} killed mid-run), {failures} failures")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("hwan")
    parser.add_argument("--seconds", type=float, default=60, help="per scenario")
    parser.add_argument("--seed", type=int, default=20)
    parser.add_argument("--window", type=float, default=0, help="kill within this many seconds of the start "
                        "(default: twice an uninterrupted run of the scenario's command, measured first)")
    args = parser.parse_args()
    hwan = os.path.abspath(args.hwan)
    rng = random.Random(args.seed)
    now = int(time.time())
    work = tempfile.mkdtemp(prefix="hwan-soak-files-")
    try:
        # Bank: one body, written under the entry's lock.
        dunamu = fixture("dunamu-KRWUSD-2024-02-20.json")
        bank = Server([("/", dunamu)])
        bank_env = {"HWAN_BANK_BASE_URL": bank.url, "HWAN_BASE_URL": "http://127.0.0.1:9"}

        window = calibrated(args, hwan, ["--bank", "dunamu", "bank"], bank_env)

        def bank_trial(i):
            home = tempfile.mkdtemp(dir=work)
            if i % 2:  # half the trials kill an update of an existing entry
                run(hwan, home, ["--bank", "dunamu", "bank"], bank_env)
            killed = kill_during(hwan, home, ["--bank", "dunamu", "bank"], bank_env, rng.uniform(0, window))
            problems = check_bank(hwan, home, bank_env, dunamu)
            shutil.rmtree(home, ignore_errors=True)
            return killed, problems

        scenario("bank entry", args.seconds, bank_trial)

        # Coins: six exchanges written in parallel, each under its own lock.
        derived = os.path.join("markets", "derived")
        routes = [
            ("/api/v3/ticker/24hr", fixture(os.path.join(derived, "binance-spot-btc-eth.json"))),
            ("/v5/market/tickers?category=spot", fixture(os.path.join(derived, "bybit-spot-btc-eth.json"))),
            ("/api/v2/spot/market/tickers", fixture(os.path.join(derived, "bitget-spot-btc-eth.json"))),
            ("/api/v5/market/tickers?instType=SPOT", fixture(os.path.join(derived, "okx-spot-btc-eth.json"))),
            ("/v1/ticker", fixture(os.path.join(derived, "upbit-btc-eth.json"))),
            ("/public/ticker/ALL_KRW", fixture(os.path.join(derived, "bithumb-all-krw-btc-eth.json"))),
            ("/v6/latest/USD", fresh("open-er-api-USD-2026-04-03.json", now - 600, now + 86000)),
        ]
        coins = Server(routes)
        coins_env = {"HWAN_MARKET_BASE_URL": coins.url, "HWAN_BASE_URL": coins.url}
        served = {body for _, body in routes}

        coins_window = calibrated(args, hwan, ["coins", "BTC", "ETH"], coins_env)

        def coins_trial(i):
            home = tempfile.mkdtemp(dir=work)
            if i % 2:
                run(hwan, home, ["coins", "BTC", "ETH"], coins_env)
            killed = kill_during(hwan, home, ["coins", "BTC", "ETH"], coins_env, rng.uniform(0, coins_window))
            problems = check_coins(hwan, home, coins_env, served)
            shutil.rmtree(home, ignore_errors=True)
            return killed, problems

        scenario("coin entries", args.seconds, coins_trial)

        # History: every refresh appends a table of another hour (the whole file rewritten under its lock).
        hours = [now - 3600 * k for k in range(1, 400)]
        history = Server([("/", b"")])
        history_env = {"HWAN_BASE_URL": history.url}
        home = tempfile.mkdtemp(dir=work)
        history.routes = [("/", fresh("open-er-api-USD-2026-04-03.json", now - 600, now + 86000))]
        history_window = calibrated(args, hwan, ["refresh"], history_env)

        def history_trial(i):
            stamp = hours[i % len(hours)]
            history.routes = [("/", fresh("open-er-api-USD-2026-04-03.json", stamp, now + 86000))]
            if i % 4 == 0:  # one refresh in four completes, so the history grows and rewrites get longer
                run(hwan, home, ["refresh"], history_env)
                stamp = hours[(i + len(hours) // 2) % len(hours)]
                history.routes = [("/", fresh("open-er-api-USD-2026-04-03.json", stamp, now + 86000))]
            killed = kill_during(hwan, home, ["refresh"], history_env, rng.uniform(0, history_window))
            return killed, check_history(hwan, home, history_env)

        scenario("rate history", args.seconds, history_trial)
        path = os.path.join(home, ".cache", "hwan", "rate-history.jsonl")
        lines = len(open(path, "rb").read().splitlines()) if os.path.exists(path) else 0
        print(f"rate history after the loop: {lines} entries")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
