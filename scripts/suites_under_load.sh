#!/usr/bin/env bash
# The full suite, ROUNDS times in a row, each round two suites at once (this
# checkout and a clean clone of its HEAD), with no retry: the check of issue
# 18 that the suite is deterministic under load. Prints one line per suite and
# exits 1 if any failed. The clone is built first, so builds do not race.
#
#   bash scripts/suites_under_load.sh            # 3 rounds
#   ROUNDS=5 bash scripts/suites_under_load.sh
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${ROUNDS:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone -q . "$work/clone"
swift build --build-tests >"$work/build-here.log" 2>&1 || { cat "$work/build-here.log"; exit 1; }
(cd "$work/clone" && swift build --build-tests >"$work/build-clone.log" 2>&1) || { cat "$work/build-clone.log"; exit 1; }

failed=0
for round in $(seq "$rounds"); do
    start=$(date +%s)
    swift test --skip-build >"$work/here.log" 2>&1 &
    here=$!
    (cd "$work/clone" && swift test --skip-build >"$work/clone.log" 2>&1) &
    clone=$!
    status_here=0; wait "$here" || status_here=$?
    status_clone=0; wait "$clone" || status_clone=$?
    for name in here clone; do
        status_var="status_$name"
        summary=$(grep -E "Test run with [0-9]+ tests" "$work/$name.log" | tail -n 1 || true)
        printf 'round %d %-5s exit %d  %s\n' "$round" "$name" "${!status_var}" "${summary:-no summary}"
        if [ "${!status_var}" -ne 0 ]; then
            failed=1
            grep -E "✘" "$work/$name.log" | head -n 20 || true
        fi
    done
    echo "round $round: $(( $(date +%s) - start )) s"
done
exit "$failed"
