#!/usr/bin/env bash
# bench/run.sh several times in a row, then each figure's spread: on a shared
# machine one run's ratio moves by several hundredths (the same binary, a
# minute apart), so a goal is judged on the spread, not on one run.
#
#   bash bench/repeat.sh            # 5 runs (ROUNDS=N for more)
#
# Prints, per one-shot command and per batch shape, the lowest, median and
# highest ratio to GNU units over the rounds, and how many rounds met the goal.
# Each round's full output stays in $BENCH_OUT/round-K.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${BENCH_OUT:-bench/out}
rounds=${ROUNDS:-5}
mkdir -p "$out"
for k in $(seq "$rounds"); do
    BENCH_OUT="$out" bash bench/run.sh >"$out/round-$k.txt" 2>/dev/null
    echo "round $k: $(grep -c 'OK' "$out/round-$k.txt") OK, $(grep -c 'MISS' "$out/round-$k.txt") MISS" >&2
done
python3 - "$out" "$rounds" <<'PY'
import re, statistics, sys
out, rounds = sys.argv[1], int(sys.argv[2])
figures = {}  # name -> (goal, [ratios])
for k in range(1, rounds + 1):
    for line in open(f"{out}/round-{k}.txt"):
        one = re.match(r"^(\S.*?)\s+[\d.]+ ms\s+([\d.]+) (?:OK|MISS)\s+[\d.]+ MiB\s+([\d.]+)", line)
        batch = re.match(r"^  (\w+)\s.*?\s(\d+) ms\s+([\d.]+) (?:OK|MISS)", line)
        if one:
            figures.setdefault(f"time {one.group(1)}", (0.20, []))[1].append(float(one.group(2)))
            figures.setdefault(f"RSS  {one.group(1)}", (1.0, []))[1].append(float(one.group(3)))
        elif batch:
            figures.setdefault(f"batch {batch.group(1)}", (0.10, []))[1].append(float(batch.group(3)))
print(f"{'figure':34} {'low':>6} {'median':>7} {'high':>6}  goal  met")
for name, (goal, ratios) in figures.items():
    met = sum(r <= goal for r in ratios)
    print(f"{name:34} {min(ratios):6.3f} {statistics.median(ratios):7.3f} {max(ratios):6.3f}  {goal:4.2f}  {met}/{len(ratios)}")
PY
