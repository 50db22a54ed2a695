#!/usr/bin/env bash
# Upload ingest benchmark: a 1 GiB tus upload over loopback into local disk,
# compared with a plain dd write of the same bytes to the same file system in
# the same run. Target: upload throughput / dd throughput >= 0.7.
#
# How the comparison is kept fair:
# - Both read the same 1 GiB source file, made once from 8 MiB of random
#   bytes repeated (its creation is not timed) and warm in the page cache for
#   both, so neither pays for reading it from disk.
# - Both write into the server's DATA_DIR: dd to $DATA_DIR/dd.bin, the upload
#   to the server's tus file under $DATA_DIR. Same disk, same file system.
# - Both are timed the same way: from the start of the write until the bytes
#   are on disk. dd writes with bs=1M, then `sync -d` (fdatasync, what dd's
#   conv=fdatasync does) on its file. The upload is one streamed PATCH
#   (curl -T reads the file in chunks, never all of it at once) timed from
#   its start until the server's 204, then `sync -d` on the server's upload
#   file. The write-only figures (without the flush) are printed too.
# - Creating the upload (init, tus POST) is not timed; it is a few ms.
# - One untimed warm-up of each, then ROUNDS rounds (default 7), rotating
#   which goes first; before each measurement the previous files are deleted
#   and everything is synced. How fast this virtual machine fills the page
#   cache swings from round to round, so the verdict is the median of the
#   rounds' ratios, and every round is printed.
#
# For information, a third contender runs in the same rounds: sink.go, the
# smallest Go HTTP server that copies a PUT body into a file (as tusd's file
# store does), sent the same way with curl. upload/sink near 1 means the time
# goes to HTTP over loopback and the page cache, not to Reelroom's own path.
#
# Usage: bash bench/upload/run.sh   (REELROOM_BIN, ROUNDS, SIZE_MIB to change)
set -euo pipefail

source "$(dirname "$0")/../lib.sh"
need curl jq dd sync cmp awk getconf

ROUNDS=${ROUNDS:-7}
SIZE_MIB=${SIZE_MIB:-1024}
TARGET_RATIO=0.7

WORK= SINK_PID=
cleanup() {
	stop_server
	if [ -n "$SINK_PID" ]; then
		kill "$SINK_PID" 2>/dev/null || true
		wait "$SINK_PID" 2>/dev/null || true
	fi
	[ -n "$WORK" ] && rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

WORK=$(mktemp -d /tmp/reelroom-bench-upload.XXXXXX)
SRC=$WORK/source.bin
(cd "$BENCH_DIR/upload" && GOWORK=off go build -o "$WORK/sink" sink.go)

note_load
start_server
SINK_PORT=$(free_port)
"$WORK/sink" "$SINK_PORT" "$DATA_DIR/sink.bin" &
SINK_PID=$!

[ "$(stat -c %d "$WORK")" = "$(stat -c %d "$DATA_DIR")" ] ||
	echo "note: the source file is on another file system than DATA_DIR (only reads from it, cached)"

echo "making a ${SIZE_MIB} MiB source file (not timed)..."
head -c $((8 << 20)) /dev/urandom >"$WORK/block.bin"
for _ in $(seq 1 $((SIZE_MIB / 8))); do cat "$WORK/block.bin"; done >"$SRC"
rm "$WORK/block.bin"
SIZE=$(stat -c %s "$SRC")
cat "$SRC" >/dev/null # warm the page cache for both contenders

sign_up

now() { echo "$EPOCHREALTIME"; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; }
mibps() { awk -v s="$SIZE" -v t="$1" 'BEGIN { printf "%.1f", s / 1048576 / t }'; }

# settle removes earlier outputs and flushes everything, so no writeback from
# a previous measurement lands in the next one.
settle() {
	rm -f "$DATA_DIR/dd.bin" "$DATA_DIR/sink.bin"
	[ -n "${UPLOAD_FILE:-}" ] && rm -f "$UPLOAD_FILE" "$UPLOAD_FILE.info"
	UPLOAD_FILE=
	sync
	sleep 1
}

# Each measure_* sets W (seconds until written) and F (seconds until on disk).
measure_dd() {
	settle
	local t0 t1 t2
	t0=$(now)
	dd if="$SRC" of="$DATA_DIR/dd.bin" bs=1M status=none
	t1=$(now)
	sync -d "$DATA_DIR/dd.bin"
	t2=$(now)
	W=$(secs "$t0" "$t1") F=$(secs "$t0" "$t2")
}

# server_cpu prints the server's user and system CPU seconds so far.
server_cpu() { awk -v hz="$(getconf CLK_TCK)" '{ printf "%.2f %.2f", $14 / hz, $15 / hz }' "/proc/$SERVER_PID/stat"; }

measure_upload() {
	settle
	local id url t0 t1 t2 cpu0 cpu1
	id=$(new_video "bench upload")
	url=$(tus_create "$id" "$SIZE")
	cpu0=$(server_cpu)
	t0=$(now)
	tus_patch "$url" "$SRC" >/dev/null
	t1=$(now)
	cpu1=$(server_cpu)
	CPU=$(awk -v a="$cpu0" -v b="$cpu1" 'BEGIN { split(a, x, " "); split(b, y, " ")
		printf "server CPU user %.2f s, sys %.2f s", y[1] - x[1], y[2] - x[2] }')
	UPLOAD_FILE=$(find "$DATA_DIR" -type f -name "${url##*/}" | head -n 1)
	[ -n "$UPLOAD_FILE" ] || die "cannot find the upload's file under $DATA_DIR"
	sync -d "$UPLOAD_FILE"
	t2=$(now)
	W=$(secs "$t0" "$t1") F=$(secs "$t0" "$t2")
	cmp -s "$SRC" "$UPLOAD_FILE" || die "the uploaded file differs from the source"
}

measure_sink() {
	settle
	local t0 t1 t2 code
	t0=$(now)
	code=$(curl -sS -o /dev/null -w '%{http_code}' -X PUT -T "$SRC" -H 'Expect:' "http://127.0.0.1:$SINK_PORT/")
	t1=$(now)
	[ "$code" = 204 ] || die "the sink answered $code"
	sync -d "$DATA_DIR/sink.bin"
	t2=$(now)
	W=$(secs "$t0" "$t1") F=$(secs "$t0" "$t2")
}

echo
echo "size: $SIZE bytes; DATA_DIR $DATA_DIR on $(df --output=source,fstype "$DATA_DIR" | tail -n 1 | tr -s ' ')"
printf '%-6s %-8s %12s %14s %12s %14s\n' round what "s (flushed)" "MiB/s flushed" "s (written)" "MiB/s written"
measure_dd
measure_upload
measure_sink
echo "(one warm-up of each done, not counted)"
contenders=(dd upload sink)
declare -A flushed written
for r in $(seq 1 "$ROUNDS"); do
	for i in 0 1 2; do
		what=${contenders[$(((r - 1 + i) % 3))]}
		"measure_$what"
		printf '%-6s %-8s %12s %14s %12s %14s  %s\n' "$r" "$what" "$F" "$(mibps "$F")" "$W" "$(mibps "$W")" \
			"$([ "$what" = upload ] && echo "$CPU")"
		flushed[$r,$what]=$F written[$r,$what]=$W
	done
done

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# ratios NAME A B prints, per round, B's time over A's (A's throughput over B's) from table NAME.
ratios() {
	local -n t=$1
	local r
	for r in $(seq 1 "$ROUNDS"); do
		awk -v a="${t[$r,$2]}" -v b="${t[$r,$3]}" 'BEGIN { printf "%.3f ", b / a }'
	done
}
# report LABEL TABLE A B prints the rounds' ratios and their median.
report() {
	local list
	read -ra list <<<"$(ratios "$2" "$3" "$4")"
	echo "$1: ${list[*]} -> median $(median "${list[@]}")"
}

echo
report "upload/dd until on disk (the verdict)" flushed upload dd
report "upload/dd written to the page cache  " written upload dd
report "sink/dd until on disk                " flushed sink dd
report "upload/sink until on disk            " flushed upload sink
read -ra verdict_ratios <<<"$(ratios flushed upload dd)"
ratio=$(median "${verdict_ratios[@]}")
if awk -v r="$ratio" -v t="$TARGET_RATIO" 'BEGIN { exit !(r >= t) }'; then
	echo "PASS: upload ingest is $ratio of dd's throughput (target >= $TARGET_RATIO)"
else
	echo "FAIL: upload ingest is $ratio of dd's throughput (target >= $TARGET_RATIO)"
fi
