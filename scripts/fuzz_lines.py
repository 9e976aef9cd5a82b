#!/usr/bin/env python3
"""Long fuzz run of the line grammar, against the binary you name:
random token soup in Korean, English and symbols, and adversarial lines (long
operator chains, deep nesting, long runs of one piece), in batch, one-shot and
JSON modes, offline, for as long as you say.

    swift build -c release && python3 scripts/fuzz_lines.py .build/release/hwan [--minutes 5] [--seed 1]

A trial fails when the process ends by a signal, exits with a status other than
0, 1 or 2, or runs past the time bound. Separately counted (not a crash): -t
batch runs whose stdout line count differs from the input's (SPEC §1's pairing
of failed lines with blank lines). Prints trials, lines, failures and those
mismatches; failing inputs are written to fuzz-failures/ for replay.
"""
import argparse, os, random, subprocess, sys, tempfile, time

PIECES = [
    "1", "2.5", "0", "3만", "억", "천", "1e3", "1e999", "9e9999", "(", ")", "+", "-", "*", "/", "^", "%", "!",
    " mod ", " of ", "의", " to ", " in ", " -> ", "=", ",", "?", "원", "달러", "USD", "JPY", "엔", "km", "m", "s",
    "h", "kg", "평", "근", "°C", "화씨", "섭씨", "도", "시속", "키", "ft", "in", "ans", "pi", "sqrt", "ln", "log",
    "exp", "abs", " ", "  ", "얼마", "으로", "을", "a", "zz", "#", '"', "'", "$", "₩", "¥", "㎡", "１", "ＵＳＤ",
    "\x7f", "\x1b[", "💥", "٣", "e", "-.", ".", "0x", "ff", "sin", "deg", "°", "N", "kWh", "/", "평", "냥",
]


def soup(rng):
    return "".join(rng.choice(PIECES) for _ in range(rng.randint(1, 40)))


def adversarial(rng):
    kind = rng.randrange(6)
    n = rng.choice([10, 100, 300, 1000, 10_000, 100_000])
    if kind == 0:
        return rng.choice(["+", "-", "*", "/", " mod ", "^"]).join([rng.choice(["1", "2^0.5", "3 km", "1.5"])] * n)
    if kind == 1:
        return "(" * n + "1" + ")" * rng.choice([n, n - 1, 0])
    if kind == 2:
        return rng.choice(["-", "+", "sqrt ", "!", "%"]) * n + "1"
    if kind == 3:
        return "1" + rng.choice(["!", "%", "^2"]) * n
    if kind == 4:
        return rng.choice(PIECES).join(rng.choice(PIECES) for _ in range(min(n, 5000)))
    return " ".join(["5 ft 11 in"] * min(n, 20_000)) + " to cm"


def run(binary, args, stdin, env, bound):
    try:
        p = subprocess.run([binary] + args, input=stdin.encode(), capture_output=True, env=env, timeout=bound)
        return p.returncode, p.stdout.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return "timeout", ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("--minutes", type=float, default=5)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bound", type=float, default=60, help="seconds one run may take")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    home = tempfile.mkdtemp(prefix="hwan-fuzz-")
    env = {"HOME": home, "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C", "HWAN_OFFLINE": "1"}
    os.makedirs("fuzz-failures", exist_ok=True)
    trials = lines = failures = unpaired = 0
    statuses = {}
    end = time.time() + a.minutes * 60
    while time.time() < end:
        batch = [adversarial(rng) if rng.random() < 0.1 else soup(rng) for _ in range(rng.randint(1, 40))]
        batch = [line.replace("\n", " ") for line in batch]
        mode = rng.choice([["-t"], ["--json"], [], ["--lang", "ko"], ["one-shot"]])
        if mode == ["one-shot"]:
            line = batch[0][:30_000]
            status, out = run(a.binary, ["--", line], "", env, a.bound)
            count_ok = True
            lines += 1
        else:
            status, out = run(a.binary, mode, "\n".join(batch) + "\n", env, a.bound)
            count_ok = mode != ["-t"] or out.count("\n") == len(batch)
            lines += len(batch)
        trials += 1
        statuses[status] = statuses.get(status, 0) + 1
        if not count_ok:
            unpaired += 1
        if status not in (0, 1, 2):
            failures += 1
            path = os.path.join("fuzz-failures", f"{a.seed}-{trials}.txt")
            with open(path, "w") as f:
                f.write(f"# mode {mode} status {status} count_ok {count_ok}\n" + "\n".join(batch) + "\n")
            print(f"FAIL status={status} count_ok={count_ok} -> {path}", file=sys.stderr)
    print(f"trials {trials}, lines {lines}, failures {failures}, unpaired -t outputs {unpaired}, statuses {statuses}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
