#!/usr/bin/env bash
# Lays the code one-shot commands run side by side in the release binary.
#
#   bash scripts/generate_link_order.sh      # needs: apt-get install -y valgrind
#
# Why: a static hwan is 7 MiB of code, and the kernel maps a file page in
# 64 KiB groups ("fault-around"), so a command that runs 800 KB of functions
# scattered over the binary is charged for most of it. This script runs the
# common one-shot commands and the batch path under callgrind against a warm
# cache, lists every function they execute, and writes that list (hwan's own
# functions first: the Swift runtime's big, unsplit sections go after them) to
# scripts/link-order.txt, which Package.swift hands to lld in release builds.
# A stale list costs only memory: symbols it names that no longer exist are
# skipped. Rerun it after large changes to the code of the common paths.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "missing valgrind: apt-get install -y valgrind" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"; kill "${server:-}" 2>/dev/null || true' EXIT

[ -f scripts/link-order.txt ] || : >scripts/link-order.txt  # the first build needs the file
swift build -c release -Xswiftc -static-executable >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
hwan="$(swift build -c release -Xswiftc -static-executable --show-bin-path)/hwan"

# A warm cache from a real provider response, fetched by hwan itself.
export HWAN_CACHE_DIR="$work/cache"
mkdir -p "$work/www/v6/latest"
now=$(date +%s)
sed -e "s/1775288921/$((now + 86400))/" -e "s/1775198851/$((now - 3600))/" \
    Tests/Fixtures/open-er-api-USD-2026-04-03.json >"$work/www/v6/latest/USD"
port=$((20000 + RANDOM % 20000))
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$work/www" >/dev/null 2>&1 &
server=$!
sleep 1
HWAN_BASE_URL="http://127.0.0.1:$port" "$hwan" refresh >/dev/null

n=0
profile() {
    n=$((n + 1))
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/run$n.out" "$@" >/dev/null 2>&1 || true
}
set -f
profile "$hwan" --version
profile "$hwan" convert 100 USD JPY
profile "$hwan" 5 km to mi
profile "$hwan" 3만 엔 to 원
profile "$hwan" 34 평 to m2
profile "$hwan" "(120+35)*3"
profile "$hwan" rates
profile "$hwan" status
profile "$hwan" 만원 to 엔
profile "$hwan" 5 ft 11 in to cm
profile "$hwan" remit 1000 USD KRW
profile "$hwan" 100 달러
profile "$hwan" --json convert 100 USD EUR
printf 'convert 100 USD JPY\n5 km to mi\n3만 엔\n' >"$work/batch.in"
profile "$hwan" -t <"$work/batch.in"
set +f

# Function names in first-run order; callgrind marks recursion as name'2.
for f in "$work"/run*.out; do
    grep -E '^c?fn=\([0-9]+\) ' "$f" | sed -E -e 's/^c?fn=\([0-9]+\) //' -e "s/'[0-9]+\$//" | grep -v '^0x'
done | awk '!seen[$0]++' >"$work/all.txt"
{
    grep -E '^\$s(7HwanKit|4hwan|11HwanNumbers|11HwanSupport|11HwanCatalog|11HwanGrammar|12HwanEvaluate|9HwanRates)' "$work/all.txt" || true
    grep -vE '^\$s(7HwanKit|4hwan|11HwanNumbers|11HwanSupport|11HwanCatalog|11HwanGrammar|12HwanEvaluate|9HwanRates)' "$work/all.txt" || true
} >scripts/link-order.txt
# SwiftPM does not see the list as an input: the next release build must link anew.
rm -f "$hwan"
echo "scripts/link-order.txt: $(wc -l <scripts/link-order.txt) functions from $n runs"
