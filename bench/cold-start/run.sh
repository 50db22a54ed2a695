#!/usr/bin/env bash
# Cold start: from starting bin/reelroom until /healthz first answers 200,
# on a fresh DATA_DIR (migrations to apply) and on one that already holds a
# migrated database, against the same for minimal.go, the smallest Go HTTP
# server answering /healthz (the reference: what any Go server costs to start
# here). ROUNDS rounds, each starting all three once in an order that
# rotates. Prints min/median/max in ms and Reelroom / minimal of the medians,
# and what package initialisation costs before main (GODEBUG=inittrace=1).
# Target: Reelroom's medians <= 40 ms. Last, the resident memory (VmRSS) of
# the server idle on the existing database, 3 s after it first answered, with
# the binary dropped from the page cache first: target <= 30 MiB; and, for
# information, again after the web app's page and a sign-up.
#
# The production bcrypt cost (12) is used on purpose: what the service does
# with it at start is part of what is measured.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
need curl go
ROUNDS=${ROUNDS:-15}
[ -x "$REELROOM_BIN" ] || die "no server binary at $REELROOM_BIN (make build, or set REELROOM_BIN)"

WORK=$(mktemp -d /tmp/reelroom-bench-cold.XXXXXX)
PID=
cleanup() {
	if [ -n "$PID" ]; then
		kill "$PID" 2>/dev/null || true
		wait "$PID" 2>/dev/null || true
	fi
	rm -rf "$WORK"
}
trap cleanup EXIT INT TERM
(cd "$BENCH_DIR/cold-start" && GOWORK=off go build -o "$WORK/minimal" minimal.go)

now_ns() { date +%s%N; }

# launch DIR [BINARY] starts the server and polls /healthz as fast as curl
# allows until the first 200, leaving it running as PID on PORT, with the
# milliseconds from exec to that answer in MS. A port taken between
# free_port and the server's bind (the poll's own connections use ephemeral
# ports) means another try on another port.
launch() {
	local dir=$1 bin=${2:-$REELROOM_BIN} t0 try
	for try in 1 2 3 4 5; do
		PORT=$(free_port)
		: >"$WORK/log"
		t0=$(now_ns)
		PORT=$PORT DATA_DIR=$dir BCRYPT_COST=12 LOG_LEVEL=error "$bin" >"$WORK/log" 2>&1 &
		PID=$!
		until [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT/healthz" 2>/dev/null || true)" = 200 ]; do
			kill -0 "$PID" 2>/dev/null || break
		done
		MS=$((($(now_ns) - t0) / 1000000))
		kill -0 "$PID" 2>/dev/null && return
		wait "$PID" 2>/dev/null || true
		PID=
		grep -q 'address already in use' "$WORK/log" || { cat "$WORK/log" >&2; die "server exited at start"; }
	done
	die "no free port in 5 tries"
}

# stop_launched stops the server launch left running.
stop_launched() {
	kill "$PID" 2>/dev/null || true
	wait "$PID" 2>/dev/null || true
	PID=
}

# start_once DIR [BINARY] prints launch's milliseconds, then stops the server.
start_once() {
	launch "$@"
	stop_launched
	echo "$MS"
}

# summary NAME MS... prints min, median and max.
summary() {
	local name=$1
	shift
	printf '%s\n' "$@" | sort -n | awk -v n="$name" '{ v[NR] = $1 }
		END { printf "%-9s min %5d ms   median %5d ms   max %5d ms   (%d runs)\n", n, v[1], v[int((NR + 1) / 2)], v[NR], NR }'
}
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

note_load
start_once "$WORK/existing" >/dev/null # migrates it once, untimed
start_once "$WORK/none" "$WORK/minimal" >/dev/null # and loads both binaries once
fresh=() existing=() minimal=()
kinds=(fresh existing minimal)
for i in $(seq 1 "$ROUNDS"); do
	for k in 0 1 2; do
		case ${kinds[$(((i + k) % 3))]} in
		fresh)
			fresh+=("$(start_once "$WORK/fresh-$i")")
			rm -rf "$WORK/fresh-$i"
			;;
		existing) existing+=("$(start_once "$WORK/existing")") ;;
		minimal) minimal+=("$(start_once "$WORK/none" "$WORK/minimal")") ;;
		esac
	done
done
# What the packages' initialisers cost before main runs, once, on the existing
# database: their allocations hardly depend on the machine's load, their clock does.
GODEBUG=inittrace=1 start_once "$WORK/existing" >/dev/null
awk '/^init / { n++; clock += $5; bytes += $8; allocs += $10 }
	END { printf "package initialisation: %d packages, %.1f MB in %d allocations, %.1f ms of clock\n", n, bytes / 1e6, allocs, clock }' "$WORK/log"
awk '/^init /' "$WORK/log" | sort -k10 -n -r | awk 'NR <= 3 { printf "  %s: %d allocations, %.1f MB, %s ms\n", $2, $10, $8 / 1e6, $5 }'
summary fresh "${fresh[@]}"
summary existing "${existing[@]}"
summary minimal "${minimal[@]}"
m=$(median "${minimal[@]}")
for k in fresh existing; do
	declare -n all=$k
	awk -v k="$k" -v r="$(median "${all[@]}")" -v m="$m" 'BEGIN {
		printf "%-9s median %d ms, %d ms over the minimal server, %.2fx it: %s (target <= 40 ms)\n",
			k, r, r - m, r / (m > 0 ? m : 1), (r <= 40) ? "PASS" : "FAIL" }'
done

# Idle memory: started on the existing database, untouched for 3 s, then
# after the web app's page and a sign-up (what a first visit wakes up), 3 s on.
# Most of the resident set is the binary's own pages, and how many of those a
# start maps depends on how the file came into the page cache: straight from
# the linker it maps 5-8 MiB more than once read back from disk. So it is
# dropped from the cache first, as on a machine that has just installed it.
dd if="$REELROOM_BIN" iflag=nocache count=0 status=none
launch "$WORK/existing"
rss() { awk '/^(VmRSS|RssAnon):/ { printf "%.1f ", $2 / 1024 }' "/proc/$PID/status"; }
sleep 3
idle=$(rss)
curl -sf -o /dev/null "http://127.0.0.1:$PORT/" || die "the web app's page did not answer"
curl -sf -o /dev/null -H 'Content-Type: application/json' \
	-d '{"email":"idle@example.com","password":"bench-kettle-harbor-7","nickname":"Idle"}' \
	"http://127.0.0.1:$PORT/api/auth/register" || die "sign-up failed"
sleep 3
awk -v a="$idle" -v b="$(rss)" 'BEGIN {
	split(a, x, " "); split(b, y, " ")
	printf "idle memory (VmRSS): %.1f MiB after start (%.1f anonymous): %s (target <= 30 MiB); %.1f MiB after a page and a sign-up (%.1f anonymous)\n",
		x[1], x[2], (x[1] <= 30) ? "PASS" : "FAIL", y[1], y[2] }'
