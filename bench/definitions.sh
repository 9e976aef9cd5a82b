#!/usr/bin/env bash
# bench/definitions.sh: a one-shot line that uses no definitions must cost the
# same with a 1,000-line definitions file present (SPEC §14: the file is read
# only when a line names something nothing else knows). Runs hyperfine on the
# release binary, without and with the file, and prints the ratio of means.
#   bench/definitions.sh [OUT]   (default OUT: /tmp/hwan-bench-definitions)
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/common.sh
out=${1:-/tmp/hwan-bench-definitions}
mkdir -p "$out/empty/hwan" "$out/full/hwan" "$out/cache"
release_hwan "$out"
python3 - "$out/full/hwan/definitions" <<'PY'
import random, sys
rng = random.Random(35)
with open(sys.argv[1], "w") as h:
    h.write("# 1,000 definitions of every kind\n")
    for i in range(1000):
        kind = i % 4
        if kind == 0: h.write(f"unit{i}, 단위{i} = {rng.randint(1, 999)}.{rng.randint(0, 99)} m\n")
        elif kind == 1: h.write(f"const{i} = {rng.randint(1, 99999)}\n")
        elif kind == 2: h.write(f"fn{i}(x) = x * {rng.randint(2, 9)}\n")
        else: h.write(f"price{i} = {rng.randint(1, 999)}만원\n")
PY
line="100 USD to KRW"
"$hwan" --offline --cache-dir "$out/cache" "$line" >/dev/null 2>&1 || true
hyperfine -N --warmup 20 --runs 300 --export-json "$out/runs.json" \
    -n without "env XDG_CONFIG_HOME=$out/empty $hwan --offline --cache-dir $out/cache -t '$line'" \
    -n with "env XDG_CONFIG_HOME=$out/full $hwan --offline --cache-dir $out/cache -t '$line'"
python3 - "$out/runs.json" <<'PY'
import json, sys
runs = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
a, b = runs["without"], runs["with"]
print(f"without file: {a['mean']*1000:.3f} ms ± {a['stddev']*1000:.3f}")
print(f"with 1,000-line file: {b['mean']*1000:.3f} ms ± {b['stddev']*1000:.3f}")
print(f"ratio with/without: {b['mean']/a['mean']:.3f}")
PY
