#!/usr/bin/env bash
# Stop-to-link benchmark for the browser recorder (issue 6).
#
# Headless Chromium (Debian's, with fake media devices: a moving test screen
# and a beeping microphone) drives the real recorder page of the real server:
# it records 10 s, 60 s and 5 min (LENGTHS, in seconds), presses stop, and
# measures from the click until the video's detail says status 1 (ok) AND its
# play_url answers a Range request with 206, both polled every 10 ms from
# outside the browser. Then the same with the browser's upload throttled to
# 20 Mbit/s through the DevTools protocol. Targets: every figure < 0.5 s, and
# the 5 min figure / the 10 s figure < 1.5.
#
# Usage: bash bench/stop-to-link/run.sh   (REELROOM_BIN, LENGTHS="10 60 300")
set -euo pipefail

source "$(dirname "$0")/../lib.sh"
need curl jq node

cleanup() { stop_server; }
trap cleanup EXIT
trap 'exit 130' INT TERM

note_load
start_server
echo "server: $BASE ($REELROOM_BIN)"
BASE=$BASE LENGTHS=${LENGTHS:-"10 60 300"} node "$BENCH_DIR/stop-to-link/bench.mjs"
