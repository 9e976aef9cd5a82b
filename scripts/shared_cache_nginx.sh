#!/usr/bin/env bash
# A team behind one HTTP cache (SPEC §4): a real nginx with proxy_cache on
# 127.0.0.1 in front of a loopback provider (python3 serving a real
# open-er-api body and counting the requests it gets), and 50 hwan
# processes, each with its own empty cache, pointed at nginx by HWAN_BASE_URL.
#
#     scripts/shared_cache_nginx.sh [HWAN_BINARY]      (default .build/debug/hwan)
#
# Installs nginx (apt-get, nginx-light) when it is missing. Prints, for each
# run, the hwan processes, their failures and the provider's requests:
#   1. 50 processes at once on a cold nginx cache: the goal is 1 request;
#   2. 25 processes, the cache entry expiring (proxy_cache_valid 2s), 25 more:
#      the goal is 2 (the first fill and one renewal, served stale meanwhile).
set -euo pipefail
cd "$(dirname "$0")/.."
hwan=${1:-.build/debug/hwan}
[ -x "$hwan" ] || swift build >/dev/null
hwan=$(realpath "$hwan")

if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
    echo "installing nginx (apt-get install nginx-light)" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q nginx-light >/dev/null 2>&1 \
        || { apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q nginx-light >/dev/null; }
fi
nginx=$(command -v nginx || echo /usr/sbin/nginx)

work=$(mktemp -d /tmp/hwan-nginx-XXXXXX)
provider_pid=""
nginx_pid=""
cleanup() {
    [ -n "$nginx_pid" ] && kill "$nginx_pid" 2>/dev/null || true
    [ -n "$provider_pid" ] && kill "$provider_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
provider_port=$(free_port)
nginx_port=$(free_port)

# The provider: a real body with its times moved to now, each request counted in a file.
cat >"$work/provider.py" <<'PY'
import http.server, os, sys, time
root, port, counter = sys.argv[1], int(sys.argv[2]), sys.argv[3]
now = int(time.time())
body = open(os.path.join(root, "Tests/Fixtures/open-er-api-USD-2026-04-03.json")).read()
body = body.replace("1775198851", str(now - 600)).replace("1775288921", str(now + 86000)).encode()
class Provider(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def do_GET(self):
        with open(counter, "a") as f:
            f.write(self.path + "\n")
        time.sleep(0.2)  # a provider is not instant: concurrent misses overlap
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("ETag", '"%d"' % now)
        self.end_headers()
        self.wfile.write(body)
    def log_message(self, *args):
        pass
http.server.ThreadingHTTPServer(("127.0.0.1", port), Provider).serve_forever()
PY
: >"$work/requests"
python3 "$work/provider.py" "$PWD" "$provider_port" "$work/requests" &
provider_pid=$!
for _ in $(seq 200); do
    curl -s -o /dev/null "http://127.0.0.1:$provider_port/ready" && break
    sleep 0.05
done

start_nginx() {
    local valid=$1
    [ -n "$nginx_pid" ] && { kill "$nginx_pid" 2>/dev/null || true; wait "$nginx_pid" 2>/dev/null || true; }
    rm -rf "$work/cache" "$work/logs" && mkdir -p "$work/cache" "$work/logs"
    cat >"$work/nginx.conf" <<CONF
daemon off;
user $(id -un) $(id -gn);
worker_processes 1;
pid $work/nginx.pid;
error_log $work/logs/error.log warn;
events { worker_connections 256; }
http {
    access_log off;
    client_body_temp_path $work/cache/client;
    proxy_temp_path $work/cache/proxy;
    fastcgi_temp_path $work/cache/fastcgi;
    uwsgi_temp_path $work/cache/uwsgi;
    scgi_temp_path $work/cache/scgi;
    proxy_cache_path $work/cache/hwan levels=1:2 keys_zone=hwan:1m max_size=64m inactive=7d use_temp_path=off;
    server {
        listen 127.0.0.1:$nginx_port;
        location / {
            proxy_pass http://127.0.0.1:$provider_port;
            proxy_http_version 1.1;
            proxy_cache hwan;
            proxy_cache_key \$request_uri;
            proxy_cache_valid 200 $valid;
            proxy_cache_lock on;
            proxy_cache_lock_timeout 5s;
            proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;
            proxy_cache_background_update on;
            proxy_cache_revalidate on;
            add_header X-Cache-Status \$upstream_cache_status always;
        }
    }
}
CONF
    "$nginx" -c "$work/nginx.conf" -p "$work" &
    nginx_pid=$!
    for _ in $(seq 100); do
        curl -s -o /dev/null "http://127.0.0.1:$nginx_port/health" 2>/dev/null && break
        sleep 0.05
    done
    : >"$work/requests"
}

# run_many COUNT LABEL: COUNT hwan processes at once, each in its own empty home.
run_many() {
    local count=$1 label=$2 failed=0
    local pids=()
    for i in $(seq "$count"); do
        mkdir -p "$work/home-$label-$i"
        HOME="$work/home-$label-$i" HWAN_BASE_URL="http://127.0.0.1:$nginx_port" \
            "$hwan" -t convert 100 USD KRW >"$work/out-$label-$i" 2>&1 &
        pids+=($!)
    done
    for pid in "${pids[@]}"; do wait "$pid" || failed=$((failed + 1)); done
    echo "$failed"
}

provider_requests() { grep -c '^/v6/latest/USD' "$work/requests" || true; }

start_nginx 10m
failed=$(run_many 50 cold)
echo "run 1: 50 hwan processes at once through nginx proxy_cache: failures $failed, provider requests $(provider_requests) (goal 1)"

start_nginx 2s
failed_a=$(run_many 25 before)
after_first=$(provider_requests)
sleep 3  # the nginx entry (valid 2 s) expires between the two halves
failed_b=$(run_many 25 after)
sleep 1  # nginx's background update of the stale entry completes
echo "run 2: 25 + 25 hwan processes, the nginx entry expiring between them: failures $((failed_a + failed_b)), provider requests $after_first then $(provider_requests) in all (goal 1, then 2)"
sample=$(cat "$work/out-after-1")
echo "a process of the second half answered: $sample"
[ -s "$work/logs/error.log" ] && { echo "nginx error log:"; tail -5 "$work/logs/error.log"; } || true
