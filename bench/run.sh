#!/usr/bin/env bash
# hwan vs GNU units vs qalc, side by side in one run on this machine.
#
#   bash bench/run.sh            # needs: apt-get install -y units qalc hyperfine time
#
# Builds hwan in release mode as a fully static executable (the fast binary the
# README installs), prepares a warm cache from a real provider response, then
# times the three tools alternately (hyperfine interleaves nothing, so each
# pair is measured back to back, several rounds) and prints medians and the
# ratios the performance issue sets as goals:
#   one-shot  hwan / units  <= 0.6
#   batch     hwan / units  <= 0.2   (100,000 conversions through stdin)
#   peak RSS  hwan / units  <= 2.0
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

# A warm cache: a real open-er-api response whose next update lies in the future.
export HWAN_CACHE_DIR="$PWD/$out/cache"
rm -rf "$HWAN_CACHE_DIR"
mkdir -p "$HWAN_CACHE_DIR"
now=$(date +%s)
sed -e "s/1775288921/$((now + 86400))/" Tests/Fixtures/open-er-api-USD-2026-04-03.json >"$HWAN_CACHE_DIR/rates.json"
printf '{"provider":"open-er-api","baseCurrency":"USD","fetchedAt":%s,"ratesTime":1775198851,"nextUpdate":%s}\n' \
    "$now" "$((now + 86400))" >"$HWAN_CACHE_DIR/rates.meta.json"
"$hwan" -t convert 100 USD JPY >/dev/null
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
hyperfine -N --warmup 20 --runs 300 --export-json "$out/oneshot.json" \
    "$hwan -t convert 100 USD JPY" "units -t '100 USD' JPY" "qalc -t '100 USD to JPY'" >"$out/oneshot.txt"
hyperfine --warmup 1 --runs "$runs" --export-json "$out/batch.json" \
    "$hwan -t < $out/hwan.in > /dev/null" "units -t < $out/units.in > /dev/null" >"$out/batch.txt"

rss() { # median peak RSS in KiB over 15 runs
    for _ in $(seq 15); do /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -n 1; done | sort -n | sed -n 8p
}
rss_hwan=$(rss "$hwan" -t convert 100 USD JPY)
rss_units=$(rss units -t '100 USD' JPY)
rss_qalc=$(rss qalc -t '100 USD to JPY')

python3 - "$out" "$rss_hwan" "$rss_units" "$rss_qalc" <<'PY'
import json, sys
out, rh, ru, rq = sys.argv[1], *map(int, sys.argv[2:])
one = [r["median"] * 1000 for r in json.load(open(f"{out}/oneshot.json"))["results"]]
bat = [r["median"] * 1000 for r in json.load(open(f"{out}/batch.json"))["results"]]
def verdict(ratio, goal): return "OK " if ratio <= goal else "MISS"
print(f"one-shot median   hwan {one[0]:7.2f} ms   units {one[1]:7.2f} ms   qalc {one[2]:7.2f} ms")
print(f"batch 100k median hwan {bat[0]:7.0f} ms   units {bat[1]:7.0f} ms   ({100000 / bat[0] * 1000:,.0f} conversions/s)")
print(f"peak RSS          hwan {rh / 1024:7.2f} MiB  units {ru / 1024:7.2f} MiB  qalc {rq / 1024:7.2f} MiB")
r1, r2, r3 = one[0] / one[1], bat[0] / bat[1], rh / ru
print(f"{verdict(r1, 0.6)} one-shot ratio hwan/units = {r1:.2f} (goal <= 0.6; hwan/qalc = {one[0] / one[2]:.3f})")
print(f"{verdict(r2, 0.2)} batch ratio    hwan/units = {r2:.3f} (goal <= 0.2)")
print(f"{verdict(r3, 2.0)} memory ratio   hwan/units = {r3:.2f} (goal <= 2.0; hwan/qalc = {rh / rq:.2f})")
PY
