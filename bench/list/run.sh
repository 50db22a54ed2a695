#!/usr/bin/env bash
# List benchmark: one user with 30 videos (made through the API's record
# init: rows only, never processed), then CONNS (32) keep-alive connections
# ask for GET /api/video/list/0 with a bearer token for DURATION (10 s), one
# request in flight each, ROUNDS (3) times after a short warm-up. The load is
# Debian's wrk (`wrk -t2 -c32 --latency`, THREADS and CONNS), or with
# LOAD=go the Go client beside this script. Prints per round req/s, p50/p99
# and the server's CPU per request (utime + stime from /proc/PID/stat), then
# min/median/max. On SQLite, and on PostgreSQL too (TEST_PG_DSN, or one
# started here with scripts/pg-start.sh unless NO_PG=1; NO_SQLITE=1 skips
# SQLite), where it also counts
# the database's new sessions and committed transactions per request
# (pg_stat_database) and PostgreSQL's own CPU per request: the whole
# cluster's processes from /proc (the postmaster, its live children, and
# through the postmaster's cutime/cstime the backends that have exited), when
# its postmaster runs on this machine. Target: >= 2,500 req/s and
# p99 <= 20 ms on SQLite, >= 2,000 req/s and p99 <= 25 ms on PostgreSQL.
#
# Needs curl, jq, Go, wrk (bash bench/install-tools.sh), and psql for
# PostgreSQL. Usage: bash bench/list/run.sh
set -euo pipefail

source "$(dirname "$0")/../lib.sh"
need curl jq go
ROOT=$(cd "$BENCH_DIR/.." && pwd)
ROUNDS=${ROUNDS:-3}
DURATION=${DURATION:-10s}
CONNS=${CONNS:-32}
VIDEOS=${VIDEOS:-30}
THREADS=${THREADS:-2}
LOAD=${LOAD:-wrk}
WORK=$(mktemp -d /tmp/reelroom-bench-list.XXXXXX)

cleanup() {
	stop_server
	bench_pg_cleanup
	rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

service_binary "$WORK"
case $LOAD in
wrk) command -v wrk >/dev/null || die "wrk is needed: sudo bash bench/install-tools.sh (or LOAD=go)" ;;
go) (cd "$BENCH_DIR/list" && GOWORK=off go build -o "$WORK/client" client.go) ;;
*) die "LOAD is wrk or go" ;;
esac
HZ=$(getconf CLK_TCK)

# drive DURATION loads the list and prints
# "requests N errors E seconds S rps R p50_ms A p99_ms B".
drive() {
	if [ "$LOAD" = go ]; then
		"$WORK/client" -base "$BASE" -token "$TOKEN" -c "$CONNS" -d "$1"
		return
	fi
	local out
	out=$(wrk -t "$THREADS" -c "$CONNS" -d "$1" --latency -H "Authorization: Bearer $TOKEN" "$BASE/api/video/list/0")
	wrk_parse <<<"$out" || die "wrk: $out"
}

# pg_postmaster prints the PID of the cluster's postmaster when it runs here.
PG_PM=
pg_postmaster() {
	local dir pid
	dir=$(psql -qAt "$TEST_PG_DSN" -c "SHOW data_directory" 2>/dev/null) || return 0
	pid=$(head -1 "$dir/postmaster.pid" 2>/dev/null) || return 0
	[ -r "/proc/$pid/stat" ] && echo "$pid"
	return 0
}

# pg_ticks prints the CPU clock ticks of the whole cluster so far: the
# postmaster's own and its reaped children's, and its live children's.
pg_ticks() {
	{
		awk '{ print $14 + $15 + $16 + $17 }' "/proc/$PG_PM/stat"
		local c
		for c in $(pgrep -P "$PG_PM"); do awk '{ print $14 + $15 }' "/proc/$c/stat" 2>/dev/null || true; done
	} | awk '{ s += $1 } END { print s }'
}

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
		END { printf "  %-26s min %9s   median %9s   max %9s\n", n, v[1], v[int((NR + 1) / 2)], v[NR] }'
}

# bench NAME [DATABASE_URL] runs the whole benchmark against one database.
bench() {
	local name=$1 url=${2:-} i out c0 c1 p0 p1 g0 g1 n
	local rps=() p50=() p99=() cpu=() sess=() xact=() pgcpu=()
	DATABASE_URL=$url start_server # empty: SQLite in DATA_DIR
	sign_up
	for i in $(seq 1 "$VIDEOS"); do new_video "list bench $i" >/dev/null; done
	[ "$(api GET /api/video/list/0 | jq '.videos | length')" -ge "$VIDEOS" ] ||
		die "the list does not show $VIDEOS videos"
	drive 2s >/dev/null # warm-up
	local by="the Go client"
	[ "$LOAD" = wrk ] && by="wrk -t$THREADS"
	echo "$name: $VIDEOS videos, $CONNS connections ($by), $DURATION per round"
	for i in $(seq 1 "$ROUNDS"); do
		[ -n "$url" ] && p0=$(pg_counts)
		[ -n "$url" ] && [ -n "$PG_PM" ] && g0=$(pg_ticks)
		c0=$(cpu_ticks)
		out=$(drive "$DURATION")
		c1=$(cpu_ticks)
		[ -n "$url" ] && [ -n "$PG_PM" ] && g1=$(pg_ticks)
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
			if [ -n "$PG_PM" ]; then
				pgcpu+=("$(awk -v t=$((g1 - g0)) -v hz="$HZ" -v n="$n" 'BEGIN { printf "%.0f", t / hz / n * 1e6 }')")
				line+=" pg_cpu_us_per_req ${pgcpu[-1]}"
			fi
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
		[ -n "$PG_PM" ] && summary "PostgreSQL CPU µs/request" "${pgcpu[@]}"
	fi
	local med99 medrps
	medrps=$(printf '%s\n' "${rps[@]}" | sort -g | sed -n "$(((ROUNDS + 1) / 2))p")
	med99=$(printf '%s\n' "${p99[@]}" | sort -g | sed -n "$(((ROUNDS + 1) / 2))p")
	local want_rps=2500 want_p99=20
	[ -n "$url" ] && want_rps=2000 want_p99=25
	awk -v r="$medrps" -v p="$med99" -v n="$name" -v wr=$want_rps -v wp=$want_p99 'BEGIN {
		printf "  %s: %s (median >= %d req/s and p99 <= %d ms)\n", n, (r >= wr && p <= wp) ? "PASS" : "FAIL", wr, wp }'
	stop_server
}

note_load
[ -n "${NO_SQLITE:-}" ] || bench SQLite
[ -n "${NO_PG:-}" ] || bench_pg_start list
if [ -n "${TEST_PG_DSN:-}" ]; then
	need psql
	bench_pg_database list
	PG_PM=$(pg_postmaster)
	[ -n "$PG_PM" ] || echo "(PostgreSQL's postmaster is not on this machine: its CPU is not counted)"
	bench PostgreSQL "$DB_URL"
fi
