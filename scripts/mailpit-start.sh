#!/usr/bin/env bash
# Starts a throwaway mailpit (an SMTP server that keeps what it receives and
# shows it over an HTTP API; pinned in tools/go.mod) on free loopback ports.
# Usage: mailpit-start.sh DIR. Prints the SMTP address (host:port); the API's
# base URL is written to DIR/api, the SMTP port to DIR/smtp_port.
set -euo pipefail
dir=${1:?usage: mailpit-start.sh DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
rm -rf "$dir" && mkdir -p "$dir"
# mailpit and one of its modules are not in the checksum database's view from
# here: their go.sum lines are committed, so the check is still made.
export GONOSUMDB=${GONOSUMDB:+$GONOSUMDB,}github.com/axllent/mailpit,github.com/kovidgoyal/imaging
(cd "$root/tools" && go build -o "$dir/mailpit" github.com/axllent/mailpit)

free_port() {
  local p=$1
  while (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; do p=$((p + 1)); done
  echo "$p"
}
smtp=$(free_port 51025)
http=$(free_port 58025)
[ "$http" = "$smtp" ] && http=$(free_port $((smtp + 1)))
"$dir/mailpit" --smtp "127.0.0.1:$smtp" --listen "127.0.0.1:$http" --database "$dir/mail.db" \
  --smtp-auth-accept-any --smtp-auth-allow-insecure --smtp-disable-rdns --disable-version-check --quiet \
  >"$dir/server.log" 2>&1 &
echo $! > "$dir/pid"
for _ in $(seq 1 100); do
  if (exec 3<>"/dev/tcp/127.0.0.1/$smtp") 2>/dev/null && (exec 3<>"/dev/tcp/127.0.0.1/$http") 2>/dev/null; then
    echo "http://127.0.0.1:$http" > "$dir/api"
    echo "$smtp" > "$dir/smtp_port"
    echo "127.0.0.1:$smtp"
    exit 0
  fi
  sleep 0.1
done
cat "$dir/server.log" >&2
exit 1
