#!/usr/bin/env bash
# Notification benchmark (PostgreSQL): a room of MEMBERS (500) members, each
# with a socket open on its own topic (user:{id}); the room's creator posts a
# video into it (POST /api/v2/record/local/init with the room) ROUNDS (5)
# times after a warm-up, and the time from the post to each other member's
# notification:new is measured: the request's transaction queues the job,
# the worker writes every member's notification in one statement and
# pushes them in one round of NOTIFYs, each instance's listener hands them
# to the sockets. Prints per round p50/p99/max. Target: p99 at most 1 s.
#
# Needs TEST_PG_DSN (a PostgreSQL server; one is started when unset), psql,
# curl, jq, Go. Usage: bash bench/notify/run.sh   (MEMBERS, ROUNDS to change)
set -euo pipefail

source "$(dirname "$0")/../lib.sh"
need curl jq psql go
ROOT=$(cd "$BENCH_DIR/.." && pwd)
MEMBERS=${MEMBERS:-500}
ROUNDS=${ROUNDS:-5}
WORK=$(mktemp -d /tmp/reelroom-bench-notify.XXXXXX)

cleanup() {
	stop_server
	bench_pg_cleanup
	rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

bench_pg_start notify
bench_pg_database notify
service_binary "$WORK"
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"
note_load
DATABASE_URL=$DB_URL LIVE_MAX_PER_ADDRESS=$((MEMBERS + 100)) start_server
sign_up
(cd "$ROOT/cloud" && go run ../bench/notify/client.go -base "$BASE" -token "$TOKEN" -dsn "$DB_URL" \
	-n "$MEMBERS" -rounds "$ROUNDS")
