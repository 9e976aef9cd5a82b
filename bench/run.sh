#!/usr/bin/env bash
# hwan vs GNU units vs qalc, side by side in one run on this machine.
#
#   bash bench/run.sh            # needs: apt-get install -y units qalc hyperfine time valgrind
#
# Builds hwan in release mode as a fully static executable (the fast binary the
# README installs), prepares a warm cache from a real provider response, then
# times them (one-shot commands with hyperfine in rounds; the batch in interleaved
# rounds, below) and prints medians and the ratios set as
# goals, against GNU units' `units -t '5 km' mi`:
#   every one-shot command of the table below: time <= 0.20x, peak RSS <= 1.0x
#   batch (100,000 lines of each shape through stdin, -t): time <= 0.10x of GNU
#   units' time for 100,000 `N km -> mi` pairs, with callgrind's instructions
#   per line for each shape so a regression shows
# and reports the binary's size and the peak RSS of `hwan --version`.
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in units qalc hyperfine python3; do
    command -v "$tool" >/dev/null || { echo "missing $tool: apt-get install -y units qalc hyperfine time valgrind" >&2; exit 1; }
done
[ -x /usr/bin/time ] || { echo "missing /usr/bin/time: apt-get install -y time" >&2; exit 1; }

out=${BENCH_OUT:-bench/out}
mkdir -p "$out"
. bench/common.sh
release_hwan "$out"
warm_cache "$hwan" "$out"
fresh_page_cache "$hwan"

# 100,000 lines of each shape people type, and GNU units converting 100,000
# `N km -> mi` pairs as the yardstick for all.
lines=${LINES_PER_SHAPE:-100000}
make_shapes "$out" "$lines"

runs=${RUNS:-5}
oneshot_runs=${ONESHOT_RUNS:-100}
oneshot_rounds=${ONESHOT_ROUNDS:-5}
commands=("convert 100 USD JPY" "5 km to mi" "3만 엔 to 원" "34 평 to m2" "(120+35)*3" "rates")
# One-shot commands in rounds too: each round is one hyperfine run of GNU units
# and every command (ONESHOT_RUNS runs each, the commands' order rotated by one
# a round), and a command's figure is the median over the rounds of its median
# over GNU units' median in the same round: one hyperfine run of ~600 commands
# met a slow minute on some and not on others (rates read 0.19 and 0.27 in two
# runs ten minutes apart). qalc runs in the first round only.
rm -f "$out"/oneshot-round-*.json
for ((k = 0; k < oneshot_rounds; k++)); do
    args=()
    for ((i = 0; i < ${#commands[@]}; i++)); do
        args+=("$hwan ${commands[(i + k) % ${#commands[@]}]}")
    done
    extra=()
    [ "$k" -eq 0 ] && extra=("qalc -t '5 km to mi'")
    # hyperfine -N splits on spaces; each hwan command is one REPL line anyway.
    hyperfine -N --warmup 10 --runs "$oneshot_runs" --export-json "$out/oneshot-round-$k.json" \
        "units -t '5 km' mi" "${args[@]}" "${extra[@]}" >"$out/oneshot-round-$k.txt" 2>&1
done
# The batch side by side, interleaved: each round runs GNU units, then every shape
# once, and a shape's figure is the median over the rounds of its time over GNU
# units' time in the same round, so a slow minute on a shared machine slows both
# sides of a ratio (a command's rounds run back to back can meet a burst that
# GNU units' rounds missed). One
# round first as warm-up.
python3 - "$out" "$runs" "$hwan" "${shapes[@]}" <<'PY'
import json, subprocess, sys, time
out, runs, hwan, shapes = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4:]
def timed(command, stdin):
    with open(stdin, "rb") as source:
        start = time.perf_counter()
        subprocess.run(command, stdin=source, stdout=subprocess.DEVNULL, check=True)
        return time.perf_counter() - start
rounds = []
for k in range(runs + 1):
    row = {"units": timed(["units", "-t"], f"{out}/units.in")}
    # (Each round starts at the next shape: the run just after GNU units' is
    # slower on this machine, whichever it is, so every shape takes that turn.)
    for shape in shapes[k % len(shapes):] + shapes[:k % len(shapes)]:
        row[shape] = timed([hwan, "-t"], f"{out}/shape-{shape}.in")
    if k > 0:
        rounds.append(row)
json.dump(rounds, open(f"{out}/batch-rounds.json", "w"))
PY

# Instructions per line: 2,000 lines minus an empty input.
: >"$out/instructions.txt"
if command -v valgrind >/dev/null; then
    : >"$out/empty.in"
    base=$(instructions "$out/empty.in")
    for shape in "${shapes[@]}"; do
        head -n 2000 "$out/shape-$shape.in" >"$out/shape-$shape.2k"
        echo "$shape $(( ($(instructions "$out/shape-$shape.2k") - base) / 2000 ))" >>"$out/instructions.txt"
    done
fi

set -f  # "(120+35)*3" is a line, not a glob
rss() { # median peak RSS in KiB over 15 runs
    for _ in $(seq 15); do /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -n 1; done | sort -n | sed -n 8p
}
rss_units=$(rss units -t '5 km' mi)
{
    echo "units $rss_units"
    for c in "${commands[@]}"; do
        # shellcheck disable=SC2086
        echo "$c	$(rss "$hwan" $c)"
    done
    echo "--version	$(rss "$hwan" --version)"
} >"$out/rss.txt"
size=$(stat -c %s "$hwan")

python3 - "$out" "$size" "$lines" "${shapes[*]}" <<'PY'
import json, sys
out, size, lines, shapes = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4].split()
import glob
median = lambda values: sorted(values)[len(values) // 2]
oneshot_rounds = [{r["command"]: r["median"] * 1000 for r in json.load(open(path))["results"]}
                  for path in sorted(glob.glob(f"{out}/oneshot-round-*.json"))]
qalc_time = oneshot_rounds[0].pop("qalc -t '5 km to mi'")
# A command's time: its median over the rounds; its ratio: the median of its per-round ratios.
one = {c: median([r[c] for r in oneshot_rounds]) for c in oneshot_rounds[0]}
one_ratio = {c: median([r[c] / r["units -t '5 km' mi"] for r in oneshot_rounds]) for c in oneshot_rounds[0]}
rounds = json.load(open(f"{out}/batch-rounds.json"))
rss = dict(line.rstrip("\n").split("\t") for line in open(f"{out}/rss.txt") if "\t" in line)
units_rss = int(open(f"{out}/rss.txt").readline().split()[1])
units_time = one.pop("units -t '5 km' mi")
def verdict(ratio, goal): return "OK  " if ratio <= goal else "MISS"
print(f"GNU units -t '5 km' mi: {units_time:.2f} ms, {units_rss / 1024:.2f} MiB   (qalc: {qalc_time:.2f} ms)"
      f"   ({len(oneshot_rounds)} one-shot rounds)")
print(f"{'hwan command':24} {'time':>9} {'ratio':>6}      {'peak RSS':>9} {'ratio':>6}")
for command, ms in one.items():
    line = command.split("/hwan ", 1)[1]
    kib = int(rss[line])
    t, m = one_ratio[command], kib / units_rss
    print(f"{line:24} {ms:6.2f} ms {t:6.2f} {verdict(t, 0.20)} {kib / 1024:5.2f} MiB {m:6.2f} {verdict(m, 1.0)}")
units_batch = median([row["units"] * 1000 for row in rounds])
instr = dict(line.split() for line in open(f"{out}/instructions.txt") if line.strip())
print(f"batch of {lines:,} lines   GNU units ({lines:,} 'N km -> mi'): {units_batch:.0f} ms   ({len(rounds)} interleaved rounds)")
for shape in shapes:
    ms = median([row[shape] * 1000 for row in rounds])
    r = median([row[shape] / row["units"] for row in rounds])
    per_line = f"{int(instr[shape]):>9,} instructions/line" if shape in instr else ""
    print(f"  {shape:8} {open(f'{out}/shape-{shape}.in').readline().strip():24} {ms:7.0f} ms {r:6.3f} {verdict(r, 0.10)} {per_line}")
print(f"binary {size / 1048576:.1f} MiB; hwan --version peak RSS {int(rss['--version']) / 1024:.2f} MiB")
PY
