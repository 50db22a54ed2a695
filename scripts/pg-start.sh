#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on a free loopback port and prints
# its admin URL. Usage: pg-start.sh DIR   (stop it with pg-stop.sh DIR)
set -euo pipefail
dir=${1:?usage: pg-start.sh DIR}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -x "$bin/postgres" ] || { echo "pg-start: PostgreSQL server not installed (scripts/install-deps.sh --test)" >&2; exit 1; }

port=55432
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done

rm -rf "$dir" && mkdir -p "$dir"
as_pg=()
if [ "$(id -u)" -eq 0 ]; then
  # PostgreSQL refuses to run as root.
  chown postgres: "$dir"
  as_pg=(runuser -u postgres --)
fi
"${as_pg[@]}" "$bin/initdb" -D "$dir/data" -U reelroom -A trust --no-sync -E UTF8 >"$dir/initdb.log" 2>&1 \
  || { cat "$dir/initdb.log" >&2; exit 1; }
"${as_pg[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
  >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
echo "postgres://reelroom@127.0.0.1:$port/postgres?sslmode=disable" | tee "$dir/url"
