#!/usr/bin/env bash
# Instructions per batch line for each shape of bench/run.sh, and nothing else:
# a quick loop for work on the general path (callgrind counts instructions, so
# the figure holds on a loaded machine).
#
#   bash bench/instructions.sh [shape...]     # default: every shape
#   LINES=500 bash bench/instructions.sh km   # fewer lines, faster
#   PROFILE=1 bash bench/instructions.sh km   # also keeps bench/out/callgrind.SHAPE for callgrind_annotate
#   NO_BUILD=1 ...                            # measure the binary already built
#
# Needs valgrind and python3. The cache is warmed as run.sh does, from a
# loopback server serving the fixture with its next update moved to tomorrow.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${BENCH_OUT:-bench/out}
mkdir -p "$out"
hwan="$(swift build -c release -Xswiftc -static-executable --show-bin-path)/hwan"
if [ -z "${NO_BUILD:-}" ]; then
    [ ! -e "$hwan" ] || [ "$hwan" -nt scripts/link-order.txt ] || rm -f "$hwan"
    swift build -c release -Xswiftc -static-executable >"$out/build.log" 2>&1 || { cat "$out/build.log"; exit 1; }
fi

. bench/warm-cache.sh
export HWAN_CACHE_DIR="$PWD/$out/cache"
if [ -n "$("$hwan" -t convert 100 USD JPY 2>&1 >/dev/null)" ]; then warm_cache "$hwan" "$out"; fi

lines=${LINES:-2000}
# The same seeded lines as run.sh (its first `lines` lines of each shape).
python3 - "$out" "$lines" <<'PY'
import random, sys
out, count = sys.argv[1], int(sys.argv[2])
codes = ["USD", "JPY", "EUR", "GBP", "CNY", "KRW", "AUD", "CAD", "CHF", "HKD", "SGD", "THB"]
rng = random.Random(42)
shapes = {
    "pair": lambda n: "convert %d %s %s" % ((n,) + tuple(rng.sample(codes, 2))),
    "same": lambda n: f"{n} USD to USD",
    "korean": lambda n: f"{n}만 엔을 원으로",
    "km": lambda n: f"{n} km to mi",
    "pyeong": lambda n: f"{n}평 to m2",
    "ftin": lambda n: "5 ft 11 in to cm",
    "arith": lambda n: f"({n}+35)*3/7",
}
files = {name: open(f"{out}/shape-{name}.n", "w") for name in shapes}
for name, make in shapes.items():
    for i in range(100000):
        line = make(rng.randint(1, 99999))
        if i < count:
            files[name].write(line + "\n")
PY
shapes=("$@")
[ ${#shapes[@]} -gt 0 ] || shapes=(pair same korean km pyeong ftin arith)
instructions() {
    local file=/dev/null
    [ -z "${PROFILE:-}" ] || file="$2"
    valgrind --tool=callgrind --callgrind-out-file="$file" "$hwan" -t <"$1" 2>&1 >/dev/null |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
: >"$out/empty.in"
base=$(instructions "$out/empty.in" /dev/null)
for shape in "${shapes[@]}"; do
    total=$(instructions "$out/shape-$shape.n" "$out/callgrind.$shape")
    printf '%-8s %-24s %9s instructions/line\n' "$shape" "$(head -n 1 "$out/shape-$shape.n")" \
        "$(( (total - base) / lines ))"
done
