#!/usr/bin/env bash
# Dated batches (SPEC §12): 10,000 `DATE<TAB>100 USD to KRW` lines over ten years of ECB
# business days, offline, beside a plain 10,000-line batch of the same conversion: wall time
# and peak RSS of each (GNU time), and the stripped size of the release binary.
#   bench/dated_csv.sh [HWAN]      # HWAN: a built binary; default: the static release build
# The binary size before the bundled history is the same build at the commit before it:
#   git stash; bench/dated_csv.sh; git stash pop  (or check out that commit in a worktree).
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/common.sh
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
if [ $# -ge 1 ]; then hwan=$1; else release_hwan "$out"; fi
python3 - "$out" <<'PY'
import datetime, random, sys
out = sys.argv[1]
rng = random.Random(32)
start = datetime.date(2016, 1, 4)
with open(f"{out}/dated.in", "w") as dated, open(f"{out}/plain.in", "w") as plain:
    for _ in range(10_000):
        day = start + datetime.timedelta(days=rng.randrange(3650))
        amount = rng.randint(1, 99999)
        dated.write(f"{day.isoformat()}\t{amount} USD to KRW\n")
        plain.write(f"{amount} USD to KRW\n")
PY
export HWAN_OFFLINE=1 HWAN_CACHE_DIR="$out/cache"
for name in plain dated; do
    /usr/bin/time -f "$name: %e s, peak RSS %M KiB" "$hwan" -t < "$out/$name.in" > "$out/$name.out" 2> "$out/$name.err" || true
    tail -n 1 "$out/$name.err"
    echo "$name: $(grep -c . "$out/$name.out") results"
done
cp "$hwan" "$out/stripped" && strip "$out/stripped"
echo "binary: $(stat -c %s "$out/stripped") bytes stripped ($hwan)"
