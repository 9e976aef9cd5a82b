#!/usr/bin/env python3
"""Soak test of stale while renewing (SPEC §4), with the binary you name:

    python3 scripts/soak_renewal.py .build/debug/hwan [--kills 200] [--rounds 50]

Prints, for each scenario, trials and failures:
- kill -9 of the detached renewal at a random moment (before, during or after
  its request to a provider that answers in 0 to 400 ms): afterwards the saved
  body is exactly the old or the new one (never torn), its metadata names a
  body hwan reads, and the entry's lock is free;
- 8 processes past the next update at once: exactly one provider request.
"""
import argparse, fcntl, http.server, json, os, random, shutil, signal, subprocess, sys, tempfile, threading, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OLD = open(os.path.join(ROOT, "Tests/Fixtures/open-er-api-USD-2026-04-03.json"), "rb").read()


class Provider:
    def __init__(self, body, delay):
        self.body, self.delay, self.count, self.lock = body, delay, 0, threading.Lock()
        outer = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                with outer.lock:
                    outer.count += 1
                time.sleep(outer.delay())
                try:
                    self.send_response(200)
                    self.send_header("Content-Length", str(len(outer.body)))
                    self.end_headers()
                    self.wfile.write(outer.body)
                except OSError:
                    pass  # the renewal was killed mid-answer

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = "http://127.0.0.1:%d" % self.server.server_address[1]


def env(home, url, now):
    return {"HOME": home, "PATH": os.environ["PATH"], "LANG": "C", "HWAN_BASE_URL": url, "HWAN_NOW": str(now)}


def processes_of(home):
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            if ("HOME=%s\0" % home).encode() in open("/proc/%s/environ" % pid, "rb").read():
                found.append(int(pid))
        except OSError:
            pass
    return found


def lock_is_free(cache):
    fd = os.open(os.path.join(cache, ".lock"), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        fcntl.flock(fd, fcntl.LOCK_UN)
        return True
    except OSError:
        return False
    finally:
        os.close(fd)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("hwan")
    parser.add_argument("--kills", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=50)
    args = parser.parse_args()
    hwan = os.path.abspath(args.hwan)
    work = tempfile.mkdtemp(prefix="hwan-soak-renewal-")
    now = int(time.time())
    new = OLD.replace(b'"JPY":159.568504', b'"JPY":150')
    seed = os.path.join(work, "seed")
    os.makedirs(seed)
    first = Provider(OLD, lambda: 0)
    subprocess.run([hwan, "convert", "1", "USD", "JPY"], env=env(seed, first.url, now), capture_output=True, check=True)
    rng = random.Random(33)

    slow = Provider(new, lambda: rng.uniform(0, 0.4))
    failures = 0
    kept = renewed = 0
    for trial in range(args.kills):
        home = os.path.join(work, "kill-%d" % trial)
        shutil.copytree(seed, home, symlinks=True)
        cache = os.path.join(home, ".cache", "hwan")
        subprocess.run([hwan, "-t", "convert", "1", "USD", "JPY"], env=env(home, slow.url, now + 700),
                       capture_output=True, check=True)
        time.sleep(rng.uniform(0, 0.5))
        for pid in processes_of(home):
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        deadline = time.time() + 10
        while processes_of(home) and time.time() < deadline:
            time.sleep(0.02)
        body = open(os.path.join(cache, "rates.json"), "rb").read()
        check = subprocess.run([hwan, "-t", "--offline", "convert", "1", "USD", "JPY"],
                               env=env(home, slow.url, now + 700), capture_output=True)
        ok = (body in (OLD, new) and check.stdout in (b"159.568504\n", b"150\n") and lock_is_free(cache)
              and not any(".corrupt-" in name for name in os.listdir(cache)))
        kept += body == OLD
        renewed += body == new
        if not ok:
            failures += 1
            print("kill trial %d failed: body %d bytes, answer %r, lock free %s" % (
                trial, len(body), check.stdout, lock_is_free(cache)), file=sys.stderr)
        shutil.rmtree(home, ignore_errors=True)
    print("kill -9 during background renewals: %d trials (killed before the save: %d, after: %d), "
          "%d failures (torn table, held lock or set-aside file)" % (args.kills, kept, renewed, failures))

    concurrent_failures = 0
    for round_ in range(args.rounds):
        home = os.path.join(work, "eight-%d" % round_)
        shutil.copytree(seed, home, symlinks=True)
        provider = Provider(new, lambda: 0.3)
        procs = [subprocess.Popen([hwan, "-t", "convert", "1", "USD", "JPY"], env=env(home, provider.url, now + 700),
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL) for _ in range(8)]
        answers = [p.communicate()[0] for p in procs]
        deadline = time.time() + 10
        while processes_of(home) and time.time() < deadline:
            time.sleep(0.02)
        if provider.count != 1 or any(a != b"159.568504\n" for a in answers):
            concurrent_failures += 1
            print("round %d: %d requests, answers %r" % (round_, provider.count, answers), file=sys.stderr)
        provider.server.shutdown()
        shutil.rmtree(home, ignore_errors=True)
    print("8 processes past the next update at once: %d rounds, %d with other than one request" % (
        args.rounds, concurrent_failures))
    shutil.rmtree(work, ignore_errors=True)
    return 1 if failures or concurrent_failures else 0


if __name__ == "__main__":
    sys.exit(main())
