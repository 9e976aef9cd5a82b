#!/usr/bin/env bash
# hwan vs GNU units vs qalc, side by side in one run on this machine.
#
#   bash bench/run.sh            # needs: apt-get install -y units qalc hyperfine time
#
# Builds hwan in release mode as a fully static executable (the fast binary the
# README installs), prepares a warm cache from a real provider response, then
# times the three tools alternately (hyperfine interleaves nothing, so each
# pair is measured back to back, several rounds) and prints medians and the
# ratios issue 8 sets as goals, against GNU units' `units -t '5 km' mi`:
#   every one-shot command of the table below: time <= 0.30x, peak RSS <= 1.0x
#   batch (100,000 conversions through stdin, -t): time <= 0.10x of GNU units'
# and reports the binary's size and the peak RSS of `hwan --version`.
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in units qalc hyperfine python3; do
    command -v "$tool" >/dev/null || { echo "missing $tool: apt-get install -y units qalc hyperfine time" >&2; exit 1; }
done
[ -x /usr/bin/time ] || { echo "missing /usr/bin/time: apt-get install -y time" >&2; exit 1; }

out=bench/out
mkdir -p "$out"
swift build -c release -Xswiftc -static-executable >"$out/build.log" 2>&1 || { cat "$out/build.log"; exit 1; }
hwan="$(swift build -c release -Xswiftc -static-executable --show-bin-path)/hwan"

# A warm cache: a real open-er-api response whose next update lies in the
# future, fetched once by hwan itself from a loopback server (so the cache is
# in whatever format this hwan writes).
export HWAN_CACHE_DIR="$PWD/$out/cache"
rm -rf "$HWAN_CACHE_DIR" "$out/www"
mkdir -p "$out/www/v6/latest"
now=$(date +%s)
sed -e "s/1775288921/$((now + 86400))/" -e "s/1775198851/$((now - 3600))/" Tests/Fixtures/open-er-api-USD-2026-04-03.json >"$out/www/v6/latest/USD"
port=$((20000 + RANDOM % 20000))
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$out/www" >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
sleep 1
HWAN_BASE_URL="http://127.0.0.1:$port" "$hwan" refresh >/dev/null
kill $server 2>/dev/null || true
[ -z "$("$hwan" -t convert 100 USD JPY 2>&1 >/dev/null)" ] || { echo "cache not warm" >&2; exit 1; }

# 100,000 conversions: the same pairs for hwan (one command a line) and for
# GNU units (alternate have/want lines).
python3 - "$out" <<'PY'
import random, sys
out = sys.argv[1]
codes = ["USD", "JPY", "EUR", "GBP", "CNY", "KRW", "AUD", "CAD", "CHF", "HKD", "SGD", "THB"]
rng = random.Random(42)
with open(f"{out}/hwan.in", "w") as h, open(f"{out}/units.in", "w") as u:
    for _ in range(100_000):
        a, b = rng.sample(codes, 2)
        n = rng.randint(1, 99999)
        h.write(f"convert {n} {a} {b}\n")
        u.write(f"{n} {a}\n{b}\n")
PY

runs=${RUNS:-5}
oneshot_runs=${ONESHOT_RUNS:-100}
commands=("convert 100 USD JPY" "5 km to mi" "3만 엔 to 원" "34 평 to m2" "(120+35)*3" "rates")
args=()
for c in "${commands[@]}"; do args+=("$hwan $c"); done
# hyperfine -N splits on spaces; each hwan command is one REPL line anyway.
hyperfine -N --warmup 10 --runs "$oneshot_runs" --export-json "$out/oneshot.json" \
    "units -t '5 km' mi" "${args[@]}" "qalc -t '5 km to mi'" >"$out/oneshot.txt"
hyperfine --warmup 1 --runs "$runs" --export-json "$out/batch.json" \
    "$hwan -t < $out/hwan.in > /dev/null" "units -t < $out/units.in > /dev/null" >"$out/batch.txt"

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

python3 - "$out" "$size" <<'PY'
import json, sys
out, size = sys.argv[1], int(sys.argv[2])
one = {r["command"]: r["median"] * 1000 for r in json.load(open(f"{out}/oneshot.json"))["results"]}
bat = [r["median"] * 1000 for r in json.load(open(f"{out}/batch.json"))["results"]]
rss = dict(line.rstrip("\n").split("\t") for line in open(f"{out}/rss.txt") if "\t" in line)
units_rss = int(open(f"{out}/rss.txt").readline().split()[1])
units_time = one.pop("units -t '5 km' mi")
qalc_time = one.pop("qalc -t '5 km to mi'")
def verdict(ratio, goal): return "OK  " if ratio <= goal else "MISS"
print(f"GNU units -t '5 km' mi: {units_time:.2f} ms, {units_rss / 1024:.2f} MiB   (qalc: {qalc_time:.2f} ms)")
print(f"{'hwan command':24} {'time':>9} {'ratio':>6}      {'peak RSS':>9} {'ratio':>6}")
for command, ms in one.items():
    line = command.split("/hwan ", 1)[1]
    kib = int(rss[line])
    t, m = ms / units_time, kib / units_rss
    print(f"{line:24} {ms:6.2f} ms {t:6.2f} {verdict(t, 0.30)} {kib / 1024:5.2f} MiB {m:6.2f} {verdict(m, 1.0)}")
r = bat[0] / bat[1]
print(f"batch 100k -t            hwan {bat[0]:.0f} ms, units {bat[1]:.0f} ms: {r:.3f} {verdict(r, 0.10)}"
      f" ({100000 / bat[0] * 1000:,.0f} conversions/s)")
print(f"binary {size / 1048576:.1f} MiB; hwan --version peak RSS {int(rss['--version']) / 1024:.2f} MiB")
PY
