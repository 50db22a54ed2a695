#!/usr/bin/env bash
# Starts a throwaway S3-compatible server (versitygw, pinned in tools/go.mod)
# on a free loopback port and prints its endpoint. Usage: s3-start.sh DIR
# The access and secret keys are written to DIR/access and DIR/secret.
set -euo pipefail
dir=${1:?usage: s3-start.sh DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
rm -rf "$dir" && mkdir -p "$dir/data"
(cd "$root/tools" && go build -o "$dir/versitygw" github.com/versity/versitygw/cmd/versitygw)

port=57070
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
echo reelroom-test > "$dir/access"
head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n' > "$dir/secret"
"$dir/versitygw" --port "127.0.0.1:$port" --access "$(cat "$dir/access")" --secret "$(cat "$dir/secret")" \
  --quiet posix "$dir/data" >"$dir/server.log" 2>&1 &
echo $! > "$dir/pid"
for _ in $(seq 1 100); do
  (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && { echo "http://127.0.0.1:$port" | tee "$dir/url"; exit 0; }
  sleep 0.1
done
cat "$dir/server.log" >&2
exit 1
