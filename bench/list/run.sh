#!/usr/bin/env bash
# List benchmark: one user with 30 videos (made through the API's record
# init: rows only, never processed), then CONNS (32) keep-alive connections
# ask for GET /api/video/list/0 with a bearer token for DURATION (10 s), one
# request in flight each, ROUNDS (3) times after a short warm-up. Prints per
# round req/s, p50/p99 and the server's CPU per request (utime + stime from
# /proc/PID/stat), then min/median/max. On SQLite, and on PostgreSQL too
# (TEST_PG_DSN, or one started here with scripts/pg-start.sh unless NO_PG=1),
# where it also counts the database's new sessions and committed transactions
# per request (pg_stat_database). Target: >= 2,500 req/s and p99 <= 20 ms.
#
# Needs curl, jq, Go, and psql for PostgreSQL. Usage: bash bench/list/run.sh
set -euo pipefail

source "$(dirname "$0")/../lib.sh"
need curl jq go
ROOT=$(cd "$BENCH_DIR/.." && pwd)
ROUNDS=${ROUNDS:-3}
DURATION=${DURATION:-10s}
CONNS=${CONNS:-32}
VIDEOS=${VIDEOS:-30}
WORK=$(mktemp -d /tmp/reelroom-bench-list.XXXXXX)

cleanup() {
	stop_server
	bench_pg_cleanup
	rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

service_binary "$WORK"
(cd "$BENCH_DIR/list" && GOWORK=off go build -o "$WORK/client" client.go)
HZ=$(getconf CLK_TCK)

# cpu_ticks prints the server's user + system time in clock ticks.
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$SERVER_PID/stat"; }

# pg_counts prints the bench database's sessions and xact_commit so far.
pg_counts() {
	psql -qAt -F ' ' "$TEST_PG_DSN" -c "SELECT pg_stat_clear_snapshot();" \
		-c "SELECT sessions, xact_commit FROM pg_stat_database WHERE datname = '$DB'" | tail -1
}

# summary NAME VALUE... prints min, median and max.
summary() {
	local name=$1
	shift
	printf '%s\n' "$@" | sort -g | awk -v n="$name" '{ v[NR] = $1 }
		END { printf "  %-22s min %9s   median %9s   max %9s\n", n, v[1], v[int((NR + 1) / 2)], v[NR] }'
}

# bench NAME [DATABASE_URL] runs the whole benchmark against one database.
bench() {
	local name=$1 url=${2:-} i out c0 c1 p0 p1 n
	local rps=() p50=() p99=() cpu=() sess=() xact=()
	DATABASE_URL=$url start_server # empty: SQLite in DATA_DIR
	sign_up
	for i in $(seq 1 "$VIDEOS"); do new_video "list bench $i" >/dev/null; done
	[ "$(api GET /api/video/list/0 | jq '.videos | length')" -ge "$VIDEOS" ] ||
		die "the list does not show $VIDEOS videos"
	"$WORK/client" -base "$BASE" -token "$TOKEN" -c "$CONNS" -d 2s >/dev/null # warm-up
	echo "$name: $VIDEOS videos, $CONNS connections, $DURATION per round"
	for i in $(seq 1 "$ROUNDS"); do
		[ -n "$url" ] && p0=$(pg_counts)
		c0=$(cpu_ticks)
		out=$("$WORK/client" -base "$BASE" -token "$TOKEN" -c "$CONNS" -d "$DURATION")
		c1=$(cpu_ticks)
		n=$(awk '{ print $2 }' <<<"$out")
		rps+=("$(awk '{ print $8 }' <<<"$out")")
		p50+=("$(awk '{ print $10 }' <<<"$out")")
		p99+=("$(awk '{ print $12 }' <<<"$out")")
		cpu+=("$(awk -v t=$((c1 - c0)) -v hz="$HZ" -v n="$n" 'BEGIN { printf "%.0f", t / hz / n * 1e6 }')")
		local line="  round $i: $out cpu_us_per_req ${cpu[-1]}"
		if [ -n "$url" ]; then
			sleep 1.5 # PostgreSQL publishes a backend's counters at most once a second
			p1=$(pg_counts)
			sess+=("$(awk -v a="$p0" -v b="$p1" -v n="$n" 'BEGIN { split(a, x, " "); split(b, y, " "); printf "%.4f", (y[1] - x[1]) / n }')")
			xact+=("$(awk -v a="$p0" -v b="$p1" -v n="$n" 'BEGIN { split(a, x, " "); split(b, y, " "); printf "%.3f", (y[2] - x[2]) / n }')")
			line+=" sessions_per_req ${sess[-1]} xact_per_req ${xact[-1]}"
		fi
		echo "$line"
	done
	summary "req/s" "${rps[@]}"
	summary "p50 ms" "${p50[@]}"
	summary "p99 ms" "${p99[@]}"
	summary "server CPU µs/request" "${cpu[@]}"
	if [ -n "$url" ]; then
		summary "new sessions/request" "${sess[@]}"
		summary "commits/request" "${xact[@]}"
	fi
	local med99 medrps
	medrps=$(printf '%s\n' "${rps[@]}" | sort -g | sed -n "$(((ROUNDS + 1) / 2))p")
	med99=$(printf '%s\n' "${p99[@]}" | sort -g | sed -n "$(((ROUNDS + 1) / 2))p")
	awk -v r="$medrps" -v p="$med99" -v n="$name" 'BEGIN {
		printf "  %s: %s (median >= 2500 req/s and p99 <= 20 ms)\n", n, (r >= 2500 && p <= 20) ? "PASS" : "FAIL" }'
	stop_server
}

note_load
bench SQLite
[ -n "${NO_PG:-}" ] || bench_pg_start list
if [ -n "${TEST_PG_DSN:-}" ]; then
	need psql
	bench_pg_database list
	bench PostgreSQL "$DB_URL"
fi
