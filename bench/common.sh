# Sourced by bench/run.sh, bench/instructions.sh and bench/oneshot.sh: what
# they share, so that the three measure the same binary, cache and lines.

# release_hwan OUT: builds the static release binary (the one the README
# installs and the release ships: scripts/build_release.sh) and sets `hwan` to its path.
release_hwan() {
    local out=$1
    hwan="$(bash scripts/build_release.sh --show-bin-path)/hwan"
    bash scripts/build_release.sh >"$out/build.log" 2>&1 || { cat "$out/build.log"; return 1; }
}

# make_shapes OUT COUNT: COUNT seeded lines of each shape (below) in
# OUT/shape-NAME.in, and GNU units' yardstick, COUNT `N km -> mi` pairs
# (alternate have/want lines), in OUT/units.in.
shapes=(pair same korean km pyeong ftin arith)
make_shapes() {
    python3 - "$1" "$2" <<'PY'
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
for name, make in shapes.items():
    with open(f"{out}/shape-{name}.in", "w") as h:
        for _ in range(count):
            h.write(make(rng.randint(1, 99999)) + "\n")
with open(f"{out}/units.in", "w") as u:
    for _ in range(count):
        u.write(f"{rng.randint(1, 99999)} km\nmi\n")
PY
}

# instructions INPUT [CALLGRIND-FILE]: callgrind's instruction count for
# `hwan -t <INPUT` (a count, not a time: it holds on a loaded machine).
instructions() {
    valgrind --tool=callgrind --callgrind-out-file="${2:-/dev/null}" "$hwan" -t <"$1" 2>&1 >/dev/null |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

# warm_cache HWAN OUT
# A warm cache in OUT/cache (exported as HWAN_CACHE_DIR): a real open-er-api
# response whose next update lies in the future, fetched once by hwan itself
# from a loopback server (so the cache is in whatever format this hwan writes).
warm_cache() {
    local hwan=$1 out=$2
    # OUT may be relative (bench/out) or absolute (BENCH_OUT=/tmp/...).
    case $out in /*) export HWAN_CACHE_DIR="$out/cache" ;; *) export HWAN_CACHE_DIR="$PWD/$out/cache" ;; esac
    rm -rf "$HWAN_CACHE_DIR" "$out/www"
    mkdir -p "$out/www/v6/latest"
    local now
    now=$(date +%s)
    sed -e "s/1775288921/$((now + 86400))/" -e "s/1775198851/$((now - 3600))/" \
        Tests/Fixtures/open-er-api-USD-2026-04-03.json >"$out/www/v6/latest/USD"
    local port=$((20000 + RANDOM % 20000))
    python3 -m http.server "$port" --bind 127.0.0.1 --directory "$out/www" >/dev/null 2>&1 &
    local server=$!
    # Up to 10 s for the server to answer: a loaded machine starts Python slowly.
    for _ in $(seq 50); do curl -sf -o /dev/null "http://127.0.0.1:$port/v6/latest/USD" && break; sleep 0.2; done
    HWAN_BASE_URL="http://127.0.0.1:$port" "$hwan" refresh >/dev/null || true
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    [ -z "$("$hwan" -t convert 100 USD JPY 2>&1 >/dev/null)" ] || { echo "cache not warm" >&2; return 1; }
}

# fresh_page_cache FILE...: drops the files' pages from the page cache, so the
# binaries compared are read back the same way. A file's mapped RSS depends on
# how its pages entered the cache: the kernel maps a fault's whole 64 KiB
# window, or a whole large folio when the file was just copied by write(2)
# (a copied hwan measured 20 windows more than the same bytes linked by lld).
fresh_page_cache() {
    python3 -c 'import os, sys
for path in sys.argv[1:]:
    fd = os.open(path, os.O_RDONLY)
    os.fsync(fd)  # dirty pages (a file just linked or copied) are not dropped
    os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    os.close(fd)' "$@"
}
