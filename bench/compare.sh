#!/usr/bin/env bash
# Release binaries side by side, in one run, against GNU units: for deciding
# whether a build setting pays for itself.
#
#   bash bench/compare.sh NAME=BINARY NAME=BINARY...
#   bash bench/compare.sh with=/tmp/a/hwan without=/tmp/b/hwan
#
# For each binary: its size as linked and stripped; callgrind's instructions
# for three one-shot commands and per batch line of two shapes (counts, not
# times: they hold on a loaded machine); the median peak RSS of 15 runs of each
# one-shot command, its page-cache pages dropped first; hyperfine's one-shot
# medians, every binary and GNU units in the same hyperfine run (ratios to GNU
# units, so a busy minute slows both sides); and batch times of 100,000 lines
# in interleaved rounds. Needs units, hyperfine, valgrind, python3, /usr/bin/time.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { sed -n '2,6p' "$0" >&2; exit 64; }
out=${BENCH_OUT:-bench/out/compare}
mkdir -p "$out"
. bench/common.sh
set -f # "(120+35)*3" is a line, not a glob

names=() bins=()
for pair in "$@"; do
    names+=("${pair%%=*}")
    bins+=("${pair#*=}")
done
warm_cache "${bins[0]}" "$out"
fresh_page_cache "${bins[@]}"
lines=${LINES_PER_SHAPE:-100000}
make_shapes "$out" "$lines"
commands=("5 km to mi" "convert 100 USD JPY" "rates")

echo "== size (bytes: as linked / stripped)"
for i in "${!names[@]}"; do
    cp "${bins[$i]}" "$out/stripped"
    strip "$out/stripped"
    echo "${names[$i]} $(stat -c %s "${bins[$i]}") $(stat -c %s "$out/stripped")"
done

echo "== instructions (callgrind): one-shot commands, then per batch line"
: >"$out/empty.in"
for i in "${!names[@]}"; do
    hwan=${bins[$i]}
    row="${names[$i]}"
    for c in "${commands[@]}"; do
        # shellcheck disable=SC2086
        n=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$hwan" $c 2>&1 >/dev/null |
            sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
        row+=" | $c: $n"
    done
    base=$(instructions "$out/empty.in")
    for shape in pair km; do
        head -n 2000 "$out/shape-$shape.in" >"$out/shape-$shape.2k"
        row+=" | $shape/line: $((($(instructions "$out/shape-$shape.2k") - base) / 2000))"
    done
    echo "$row"
done

echo "== peak RSS, KiB (median of 15)"
rss() { for _ in $(seq 15); do /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -n 1; done | sort -n | sed -n 8p; }
echo "units -t '5 km' mi: $(rss units -t '5 km' mi)"
for i in "${!names[@]}"; do
    fresh_page_cache "${bins[$i]}"
    row="${names[$i]}"
    # shellcheck disable=SC2086
    for c in "${commands[@]}" "--version"; do row+=" | $c: $(rss "${bins[$i]}" $c)"; done
    echo "$row"
done

echo "== one-shot time (hyperfine medians, one run, ratio to GNU units)"
args=()
for c in "${commands[@]}"; do
    for i in "${!names[@]}"; do args+=(-n "${names[$i]} $c" "${bins[$i]} $c"); done
done
hyperfine -N --warmup 20 --runs "${ONESHOT_RUNS:-200}" --export-json "$out/oneshot.json" \
    -n units "units -t '5 km' mi" "${args[@]}" >"$out/oneshot.txt" 2>&1
python3 - "$out/oneshot.json" <<'PY'
import json, sys
results = {r["command"]: r["median"] * 1000 for r in json.load(open(sys.argv[1]))["results"]}
units = results.pop("units")
print(f"units {units:.3f} ms")
for name, ms in results.items():
    print(f"{name:32} {ms:.3f} ms  {ms / units:.3f}x")
PY

echo "== batch of $lines lines (median of interleaved rounds, ratio to GNU units in the same round)"
python3 - "$out" "${RUNS:-5}" "${names[*]}" "${bins[@]}" <<'PY'
import subprocess, sys, time
out, runs, names, bins = sys.argv[1], int(sys.argv[2]), sys.argv[3].split(), sys.argv[4:]
def timed(command, stdin):
    with open(stdin, "rb") as source:
        start = time.perf_counter()
        subprocess.run(command, stdin=source, stdout=subprocess.DEVNULL, check=True)
        return time.perf_counter() - start
ratios = {(n, s): [] for n in names for s in ("pair", "km")}
times = {k: [] for k in ratios}
for k in range(runs + 1):
    units = timed(["units", "-t"], f"{out}/units.in")
    order = list(zip(names, bins))
    order = order[k % len(order):] + order[:k % len(order)]
    for name, hwan in order:
        for shape in ("pair", "km"):
            t = timed([hwan, "-t"], f"{out}/shape-{shape}.in")
            if k > 0:
                ratios[(name, shape)].append(t / units)
                times[(name, shape)].append(t * 1000)
median = lambda v: sorted(v)[len(v) // 2]
for (name, shape), r in ratios.items():
    print(f"{name:12} {shape:5} {median(times[(name, shape)]):7.1f} ms  {median(r):.3f}x")
PY
