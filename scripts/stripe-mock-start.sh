#!/usr/bin/env bash
# Starts a throwaway stripe-mock (Stripe's API answered from its OpenAPI
# spec and fixtures, with no state; pinned in tools/go.mod) on a free
# loopback port. Usage: stripe-mock-start.sh DIR. Prints its base URL, also
# written to DIR/url.
set -euo pipefail
dir=${1:?usage: stripe-mock-start.sh DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
rm -rf "$dir" && mkdir -p "$dir"
(cd "$root/tools" && go build -o "$dir/stripe-mock" github.com/stripe/stripe-mock)

free_port() {
  local p=$1
  while (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; do p=$((p + 1)); done
  echo "$p"
}
port=$(free_port 52111)
tls=$(free_port $((port + 1)))
# stripe-mock also serves HTTPS unless told where (-http-addr does not turn
# it off): both stay on loopback; the tests use HTTP.
"$dir/stripe-mock" -http-addr "127.0.0.1:$port" -https-addr "127.0.0.1:$tls" >"$dir/server.log" 2>&1 &
echo $! > "$dir/pid"
for _ in $(seq 1 300); do
  if ! kill -0 "$(cat "$dir/pid")" 2>/dev/null; then break; fi
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    echo "http://127.0.0.1:$port" > "$dir/url"
    echo "http://127.0.0.1:$port"
    exit 0
  fi
  sleep 0.1
done
cat "$dir/server.log" >&2
exit 1
