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
# Each line also gives the calls per line of retain, release and allocation
# (bench/refcounts.py): atomic reference counting is most of a general line's
# time beside the instructions, so a change that moves them shows here too.
#
# Needs valgrind and python3. The cache is warmed as run.sh does, from a
# loopback server serving the fixture with its next update moved to tomorrow.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${BENCH_OUT:-bench/out}
mkdir -p "$out"
. bench/common.sh
if [ -z "${NO_BUILD:-}" ]; then
    release_hwan "$out"
else
    hwan="$(bash scripts/build_release.sh --show-bin-path)/hwan"
fi

export HWAN_CACHE_DIR="$PWD/$out/cache"
if [ -n "$("$hwan" -t convert 100 USD JPY 2>&1 >/dev/null)" ]; then warm_cache "$hwan" "$out"; fi

lines=${LINES:-2000}
# The same seeded lines as run.sh: the first `lines` of its 100,000 of each shape.
[ -s "$out/shape-arith.in" ] && [ "$(wc -l <"$out/shape-arith.in")" -eq 100000 ] || make_shapes "$out" 100000
[ $# -eq 0 ] || shapes=("$@")
: >"$out/empty.in"
base=$(instructions "$out/empty.in" "$out/callgrind.empty")
for shape in "${shapes[@]}"; do
    head -n "$lines" "$out/shape-$shape.in" >"$out/shape-$shape.n"
    profile="$out/callgrind.$shape"
    total=$(instructions "$out/shape-$shape.n" "$profile")
    printf '%-8s %-24s %9s instructions/line  %s\n' "$shape" "$(head -n 1 "$out/shape-$shape.n")" \
        "$(( (total - base) / lines ))" "$(python3 bench/refcounts.py "$profile" "$lines" "$out/callgrind.empty")"
    [ -n "${PROFILE:-}" ] || rm -f "$profile"
done
