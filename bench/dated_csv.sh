#!/usr/bin/env bash
# Dated batches (SPEC §12), offline, over ten years of days (2016-01-04 + 0..3649):
#   csv     `hwan -t csv FILE --date Date --amount Amount --from USD --to KRW`, 10,000 rows
#           (a header, quoted amounts with thousands separators, a memo column)
#   dated   10,000 `DATE<TAB>N USD to KRW` lines on stdin
#   plain   10,000 `N USD to KRW` lines on stdin (the yardstick)
# Wall time of each (hyperfine when installed, else the best of five runs), peak RSS
# (GNU time), and the stripped size of the binary beside the bytes of the bundled
# ECB history in it (Resources/ecb-history.txt, embedded as one literal): the size
# without the bundle is the stripped size less those bytes (the decoder's code aside).
#   bench/dated_csv.sh [HWAN]      # HWAN: a built binary; default: the static release build
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
with open(f"{out}/dated.in", "w") as dated, open(f"{out}/plain.in", "w") as plain, \
        open(f"{out}/rows.csv", "w", newline="") as csv:
    csv.write("Date,Memo,Amount\r\n")
    for _ in range(10_000):
        day = start + datetime.timedelta(days=rng.randrange(3650))
        amount = rng.randint(1, 99999)
        cents = rng.randint(0, 99)
        dated.write(f"{day.isoformat()}\t{amount} USD to KRW\n")
        plain.write(f"{amount} USD to KRW\n")
        csv.write(f'{day.isoformat()},"lunch, {amount % 7}","{amount:,}.{cents:02d}"\r\n')
PY
export HWAN_OFFLINE=1 HWAN_CACHE_DIR="$out/cache"
declare -A commands=(
    [plain]="$hwan -t < $out/plain.in"
    [dated]="$hwan -t < $out/dated.in"
    [csv]="$hwan -t csv $out/rows.csv --date Date --amount Amount --from USD --to KRW"
)
for name in plain dated csv; do
    command=${commands[$name]}
    bash -c "$command" > "$out/$name.out" 2> "$out/$name.err" || true
    echo "$name: $(grep -c . "$out/$name.out") results, $(grep -c . "$out/$name.err") lines on stderr"
    if command -v hyperfine > /dev/null; then
        hyperfine --warmup 1 --runs 10 --style basic --export-json "$out/$name.json" "$command" > /dev/null 2>&1
        python3 - "$out/$name.json" "$name" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"][0]
ms = lambda key: r[key] * 1000
print(f"{sys.argv[2]}: mean {ms('mean'):.1f} ms ± {ms('stddev'):.1f}, min {ms('min'):.1f} ms (hyperfine, 10 runs)")
PY
    else
        best=""
        for _ in 1 2 3 4 5; do
            start=$(date +%s%N)
            bash -c "$command" > /dev/null 2>&1 || true
            took=$((($(date +%s%N) - start) / 1000000))
            if [ -z "$best" ] || [ "$took" -lt "$best" ]; then best=$took; fi
        done
        echo "$name: best of 5 runs $best ms"
    fi
    /usr/bin/time -v bash -c "exec $command" > /dev/null 2> "$out/$name.time" || true
    echo "$name: peak RSS $(sed -n 's/.*Maximum resident set size (kbytes): //p' "$out/$name.time") KiB"
done
cp "$hwan" "$out/stripped" && strip "$out/stripped"
size=$(stat -c %s "$out/stripped")
bundle=$(stat -c %s Resources/ecb-history.txt)
echo "binary: $size bytes stripped ($hwan)"
echo "bundled ECB history: $bundle bytes of text; without it about $((size - bundle)) bytes"
