#!/usr/bin/env bash
# Share page latency benchmark: from the recorder's stop until a visitor's open
# share page shows the video, playable.
#
# A recording is started through the API (init with record:true, a deferred-length
# tus upload fed most of a small fragmented MP4). Headless Chromium opens its share
# link as an anonymous visitor while it records. Then the recording stops as the
# recorder stops it (the last bytes with the upload's length, then complete), and the
# benchmark measures from the stop (Date.now() in node) to the page's <video>
# element being present and then playable (Date.now() in the page; one machine
# clock). ROUNDS rounds with the status pushed over the socket, then the same with
# the ticket request blocked, so the page only has its 2 s poll. Target: push
# median < 0.5 s.
#
# Usage: bash bench/live-visible/run.sh   (REELROOM_BIN, ROUNDS=10)
set -euo pipefail

source "$(dirname "$0")/../lib.sh"
need curl jq node ffmpeg

cleanup() { stop_server; }
trap cleanup EXIT
trap 'exit 130' INT TERM

# A 6 s fragmented MP4 (a key frame and a fragment every second), as the recorder makes.
BENCH_CACHE=${BENCH_CACHE:-/tmp/reelroom-bench-cache}
SAMPLE=$BENCH_CACHE/live-visible-6s-frag.mp4
if [ ! -s "$SAMPLE" ]; then
	mkdir -p "$BENCH_CACHE"
	ffmpeg -v error -y -f lavfi -i testsrc2=size=640x360:rate=30 -f lavfi -i sine=frequency=440 -t 6 \
		-c:v libx264 -preset ultrafast -pix_fmt yuv420p -g 30 -keyint_min 30 -c:a aac \
		-movflags frag_keyframe+empty_moov+default_base_moof "$SAMPLE.tmp.mp4"
	mv "$SAMPLE.tmp.mp4" "$SAMPLE"
fi

note_load
start_server
echo "server: $BASE ($REELROOM_BIN)"
BASE=$BASE SAMPLE=$SAMPLE ROUNDS=${ROUNDS:-10} node "$BENCH_DIR/live-visible/bench.mjs"
