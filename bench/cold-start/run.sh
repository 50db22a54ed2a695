#!/usr/bin/env bash
# Cold start: from starting bin/reelroom until /healthz first answers 200,
# ROUNDS times on a fresh DATA_DIR (migrations to apply) and ROUNDS times
# on one that already holds a migrated database. Prints min/median/max in ms.
#
# The production bcrypt cost (12) is used on purpose: what the service does
# with it at start is part of what is measured.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
need curl
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

now_ns() { date +%s%N; }

# start_once DIR prints the milliseconds from exec to the first 200 on /healthz,
# polling as fast as curl allows, then stops the server. A port taken between
# free_port and the server's bind (the poll's own connections use ephemeral
# ports) means another try on another port.
start_once() {
	local dir=$1 port t0 t1 try
	for try in 1 2 3 4 5; do
		port=$(free_port)
		: >"$WORK/log"
		t0=$(now_ns)
		PORT=$port DATA_DIR=$dir BCRYPT_COST=12 LOG_LEVEL=error "$REELROOM_BIN" >"$WORK/log" 2>&1 &
		PID=$!
		until [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/healthz" 2>/dev/null || true)" = 200 ]; do
			kill -0 "$PID" 2>/dev/null || break
		done
		t1=$(now_ns)
		if kill "$PID" 2>/dev/null; then
			wait "$PID" 2>/dev/null || true
			PID=
			echo $(((t1 - t0) / 1000000))
			return
		fi
		wait "$PID" 2>/dev/null || true
		PID=
		grep -q 'address already in use' "$WORK/log" || { cat "$WORK/log" >&2; die "server exited at start"; }
	done
	die "no free port in 5 tries"
}

# summary NAME MS... prints min, median and max.
summary() {
	local name=$1
	shift
	printf '%s\n' "$@" | sort -n | awk -v n="$name" '{ v[NR] = $1 }
		END { printf "%-9s min %5d ms   median %5d ms   max %5d ms   (%d runs)\n", n, v[1], v[int((NR + 1) / 2)], v[NR], NR }'
}

note_load
fresh=() existing=()
for i in $(seq 1 "$ROUNDS"); do
	fresh+=("$(start_once "$WORK/fresh-$i")")
	rm -rf "$WORK/fresh-$i"
done
start_once "$WORK/existing" >/dev/null # migrates it once, untimed
for i in $(seq 1 "$ROUNDS"); do
	existing+=("$(start_once "$WORK/existing")")
done
summary fresh "${fresh[@]}"
summary existing "${existing[@]}"
