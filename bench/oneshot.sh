#!/usr/bin/env bash
# One-shot commands only: hwan vs GNU units vs a static Swift "hello", in one run.
#
#   bash bench/oneshot.sh        # needs: apt-get install -y units hyperfine time
#
# The quick half of bench/run.sh (no batch, no qalc, no callgrind): builds the
# same static release binary, warms the same cache from the fixture through a
# loopback server, then prints hyperfine medians and the median peak RSS of
# every one-shot command, as ratios to GNU units' `units -t '5 km' mi`
# (the goals: time <= 0.20x, peak RSS <= 1.0x). The static "hello"
# is the floor any Swift program starts from. BEFORE=/path/to/an/older/hwan
# measures that binary too, in the same run, on the same cache.
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in units hyperfine python3 swiftc; do
    command -v "$tool" >/dev/null || { echo "missing $tool: apt-get install -y units hyperfine time" >&2; exit 1; }
done
[ -x /usr/bin/time ] || { echo "missing /usr/bin/time: apt-get install -y time" >&2; exit 1; }

out=${BENCH_OUT:-bench/out}
mkdir -p "$out"
. bench/common.sh
release_hwan "$out"

hello="$out/hello"
if [ ! -x "$hello" ]; then
    echo 'print("hello")' >"$out/hello.swift"
    swiftc -O -static-executable "$out/hello.swift" -o "$hello" 2>/dev/null
fi

warm_cache "$hwan" "$out"

runs=${ONESHOT_RUNS:-100}
commands=("convert 100 USD JPY" "5 km to mi" "3만 엔 to 원" "34 평 to m2" "(120+35)*3" "rates" "--version")
before=${BEFORE:-}
fresh_page_cache "$hwan" ${before:+"$before"}
args=()
for c in "${commands[@]}"; do
    args+=("$hwan $c")
    [ -z "$before" ] || args+=("$before $c")
done
hyperfine -N --warmup 10 --runs "$runs" --export-json "$out/oneshot-only.json" \
    "units -t '5 km' mi" "$hello" "${args[@]}" >"$out/oneshot-only.txt"

set -f
rss() { # median peak RSS in KiB over 15 runs
    for _ in $(seq 15); do /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -n 1; done | sort -n | sed -n 8p
}
{
    echo "units	$(rss units -t '5 km' mi)"
    echo "hello	$(rss "$hello")"
    for c in "${commands[@]}"; do
        # shellcheck disable=SC2086
        echo "$c	$(rss "$hwan" $c)"
        # shellcheck disable=SC2086
        [ -z "$before" ] || echo "before $c	$(rss "$before" $c)"
    done
} >"$out/rss-only.txt"

python3 - "$out" "$hello" "$(stat -c %s "$hwan")" "$before" <<'PY'
import json, sys
out, hello, size, before = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
one = {r["command"]: r["median"] * 1000 for r in json.load(open(f"{out}/oneshot-only.json"))["results"]}
rss = dict(line.rstrip("\n").split("\t") for line in open(f"{out}/rss-only.txt"))
units_time, units_rss = one.pop("units -t '5 km' mi"), int(rss.pop("units"))
def verdict(ratio, goal): return "OK  " if ratio <= goal else "MISS"
print(f"GNU units -t '5 km' mi: {units_time:.2f} ms, {units_rss / 1024:.2f} MiB")
print(f"{'command':24} {'time':>9} {'ratio':>6}      {'peak RSS':>9} {'ratio':>6}")
for command, ms in one.items():
    if command == hello:
        line = key = "(static Swift hello)"
        key = "hello"
    elif before and command.startswith(before + " "):
        line = key = "before " + command[len(before) + 1:]
    else:
        line = key = command.split("/hwan ", 1)[1]
    kib = int(rss[key])
    t, m = ms / units_time, kib / units_rss
    print(f"{line:24} {ms:6.2f} ms {t:6.2f} {verdict(t, 0.20)} {kib / 1024:5.2f} MiB {m:6.2f} {verdict(m, 1.0)}")
print(f"binary {size / 1048576:.1f} MiB")
PY
