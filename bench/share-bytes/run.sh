#!/usr/bin/env bash
# Share page bytes: the JavaScript a first-time visitor's browser downloads to
# show a share page. Headless Chromium opens a video's share link with an empty
# cache; the script prints the number of JS files, the bytes transferred for
# their bodies (compressed when the server compresses) and their uncompressed
# size. Information only: no target.
#
# Usage: bash bench/share-bytes/run.sh   (REELROOM_BIN, CHROMIUM_PATH)
set -euo pipefail

source "$(dirname "$0")/../lib.sh"
need curl jq node

cleanup() { stop_server; }
trap cleanup EXIT
trap 'exit 130' INT TERM

note_load
start_server
echo "server: $BASE ($REELROOM_BIN)"
BASE=$BASE node "$BENCH_DIR/share-bytes/bench.mjs"
