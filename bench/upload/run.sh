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
#   (curl -T reads the file in chunks) timed from its start until the
#   server's 204, then `sync -d` on the server's upload file. The write-only
#   figures (without the flush) are printed too, for information.
# - Creating the upload (init, tus POST) is not timed; it is a few ms.
# - One untimed warm-up of each, then ROUNDS rounds (default 5), alternating
#   which goes first; before each measurement the previous files are deleted
#   and everything is synced. Disk speed on a shared virtual machine varies
#   from second to second, so the verdict uses the median of the rounds'
#   ratios, and every round is printed.
#
# Usage: bash bench/upload/run.sh   (REELROOM_BIN, ROUNDS, SIZE_MIB to change)
set -euo pipefail

source "$(dirname "$0")/../lib.sh"
need curl jq dd sync cmp awk

ROUNDS=${ROUNDS:-5}
SIZE_MIB=${SIZE_MIB:-1024}
TARGET_RATIO=0.7

WORK=
cleanup() {
	stop_server
	[ -n "$WORK" ] && rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

start_server
WORK=$(mktemp -d /tmp/reelroom-bench-upload.XXXXXX)
SRC=$WORK/source.bin

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
	rm -f "$DATA_DIR/dd.bin"
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

measure_upload() {
	settle
	local id url t0 t1 t2
	id=$(new_video "bench upload")
	url=$(tus_create "$id" "$SIZE")
	t0=$(now)
	tus_patch "$url" "$SRC" >/dev/null
	t1=$(now)
	UPLOAD_FILE=$(find "$DATA_DIR" -type f -name "${url##*/}" | head -n 1)
	[ -n "$UPLOAD_FILE" ] || die "cannot find the upload's file under $DATA_DIR"
	sync -d "$UPLOAD_FILE"
	t2=$(now)
	W=$(secs "$t0" "$t1") F=$(secs "$t0" "$t2")
	cmp -s "$SRC" "$UPLOAD_FILE" || die "the uploaded file differs from the source"
}

echo
echo "size: $SIZE bytes; DATA_DIR $DATA_DIR on $(df --output=source,fstype "$DATA_DIR" | tail -n 1 | tr -s ' ')"
printf '%-6s %-8s %12s %14s %12s %14s\n' round what "s (flushed)" "MiB/s flushed" "s (written)" "MiB/s written"
measure_dd
measure_upload
echo "(one warm-up dd and upload done, not counted)"
ratios=() ratios_written=()
for r in $(seq 1 "$ROUNDS"); do
	if [ $((r % 2)) = 1 ]; then order="dd upload"; else order="upload dd"; fi
	for what in $order; do
		"measure_$what"
		printf '%-6s %-8s %12s %14s %12s %14s\n' "$r" "$what" "$F" "$(mibps "$F")" "$W" "$(mibps "$W")"
		if [ "$what" = dd ]; then ddF=$F ddW=$W; else upF=$F upW=$W; fi
	done
	ratios+=("$(awk -v u="$upF" -v d="$ddF" 'BEGIN { printf "%.3f", d / u }')")
	ratios_written+=("$(awk -v u="$upW" -v d="$ddW" 'BEGIN { printf "%.3f", d / u }')")
done

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ratio=$(median "${ratios[@]}")
ratio_written=$(median "${ratios_written[@]}")

echo
echo "ratio upload/dd, both until on disk (fdatasync): ${ratios[*]}  -> median $ratio"
echo "ratio upload/dd, write only (page cache, for information): ${ratios_written[*]}  -> median $ratio_written"
if awk -v r="$ratio" -v t="$TARGET_RATIO" 'BEGIN { exit !(r >= t) }'; then
	echo "PASS: upload ingest is $ratio of dd's throughput (target >= $TARGET_RATIO)"
else
	echo "FAIL: upload ingest is $ratio of dd's throughput (target >= $TARGET_RATIO)"
fi
