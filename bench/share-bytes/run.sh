#!/usr/bin/env bash
# Share page bytes and first frame: the JavaScript a first-time visitor's
# browser downloads to show a share page, and the time from navigation to the
# video's first frame playing. Headless Chromium opens a video's share link with
# an empty cache; the script prints the number of JS files, the bytes
# transferred for their bodies (compressed when the server compresses) and
# their uncompressed size, then times the first frame ROUNDS (5) times on
# loopback and on "Fast 3G", alternating with its reference, the same page with
# every script refused, and prints min/median/max, the ratio and the verdicts
# (issue 18: JS under 150 KB compressed, first frame under 300 ms on loopback).
#
# Usage: bash bench/share-bytes/run.sh   (REELROOM_BIN, CHROMIUM_PATH, ROUNDS)
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
