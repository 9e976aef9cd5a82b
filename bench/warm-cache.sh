# Sourced by bench/run.sh, bench/instructions.sh and bench/oneshot.sh:
#   warm_cache HWAN OUT
# A warm cache in OUT/cache (exported as HWAN_CACHE_DIR): a real open-er-api
# response whose next update lies in the future, fetched once by hwan itself
# from a loopback server (so the cache is in whatever format this hwan writes).
warm_cache() {
    local hwan=$1 out=$2
    export HWAN_CACHE_DIR="$PWD/$out/cache"
    rm -rf "$HWAN_CACHE_DIR" "$out/www"
    mkdir -p "$out/www/v6/latest"
    local now
    now=$(date +%s)
    sed -e "s/1775288921/$((now + 86400))/" -e "s/1775198851/$((now - 3600))/" \
        Tests/Fixtures/open-er-api-USD-2026-04-03.json >"$out/www/v6/latest/USD"
    local port=$((20000 + RANDOM % 20000))
    python3 -m http.server "$port" --bind 127.0.0.1 --directory "$out/www" >/dev/null 2>&1 &
    local server=$!
    sleep 1
    HWAN_BASE_URL="http://127.0.0.1:$port" "$hwan" refresh >/dev/null || true
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    [ -z "$("$hwan" -t convert 100 USD JPY 2>&1 >/dev/null)" ] || { echo "cache not warm" >&2; return 1; }
}
