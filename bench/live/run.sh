#!/usr/bin/env bash
# Live benchmark: CLIENTS (2,000) websocket clients watch one video; events
# are published one at a time and the delay until every client has each one
# is measured. Target: delivery p99 under 100 ms on this machine. The
# server's memory per idle socket is printed too.
#
# The server runs on PostgreSQL (the scale-out setup: its hub is LISTEN/
# NOTIFY), and the client publishes as another instance would, with a NOTIFY
# stamped with its send time; so each delay runs from the publish through
# PostgreSQL, the server's fan-out and the socket to the client. With one
# instance on SQLite the hub skips PostgreSQL, so this is the slower path.
#
# Needs TEST_PG_DSN (a PostgreSQL server; one is started when unset), psql,
# curl, jq, Go. Usage: bash bench/live/run.sh   (CLIENTS, ROUNDS to change)
set -euo pipefail

source "$(dirname "$0")/../lib.sh"
need curl jq psql go
ROOT=$(cd "$BENCH_DIR/.." && pwd)
CLIENTS=${CLIENTS:-2000}
ROUNDS=${ROUNDS:-5}
WORK=$(mktemp -d /tmp/reelroom-bench-live.XXXXXX)

cleanup() {
	stop_server
	bench_pg_cleanup
	rm -rf "$WORK"
}
trap cleanup EXIT

bench_pg_start live
bench_pg_database live
DSN=$DB_URL

service_binary "$WORK"
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"
note_load
DATABASE_URL=$DSN LIVE_MAX_PER_ADDRESS=$((CLIENTS + 100)) start_server
sign_up
VIDEO=$(new_video "watched by $CLIENTS")
(cd "$ROOT/cloud" && go run ../bench/live/client.go -base "$BASE" -token "$TOKEN" -video "$VIDEO" \
	-n "$CLIENTS" -pid "$SERVER_PID" -dsn "$DSN" -rounds "$ROUNDS")
