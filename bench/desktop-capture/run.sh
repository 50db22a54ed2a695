#!/usr/bin/env bash
# Desktop capture benchmark (issue: desktop recording). Under Xvfb with a
# moving test pattern, at 1280x720 and 1920x1080 for BENCH_SECONDS (default
# 60) each: our recorder (X11 MIT-SHM capture, libx264 through go-astiav,
# fragmented MP4 on disk, as the app records; video only) and, for the same
# time and pictures, `ffmpeg -f x11grab` with libx264 at the same preset
# (ultrafast, zerolatency, crf 26, a key frame a second, the same MP4
# fragments). Each runs as a child process; CPU time comes from the kernel's
# account of the child, RSS from /proc at 10 s and just before the end.
#
# Printed per size: achieved fps, dropped frames (%), CPU seconds per
# recorded second, RSS at 10 s and at the end, and the CPU ratio ours/ffmpeg.
# Targets: under 1% dropped, CPU ratio at most 1.3, RSS growth under 20 MB.
#
# With BENCH_WINDOWS=1 the Windows build (cmd/recordcheck -bench, cross-compiled
# with `make recordcheck-windows`) is measured too, under Wine on the same screen
# and pattern, once with its GDI capture (the app's) and once with FFmpeg's gdigrab;
# its CPU time includes the wineserver's.
#
# Usage: bash bench/desktop-capture/run.sh   (BENCH_SECONDS, BENCH_SIZES, BENCH_WINDOWS)
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/install-deps.sh --test
bin=$(mktemp -d)/capturebench
CGO_ENABLED=1 go build -o "$bin" ./desktop/cmd/capturebench
windows=()
if [ "${BENCH_WINDOWS:-0}" = 1 ]; then
  make --no-print-directory recordcheck-windows
  windows=(-windows-exe "$PWD/bin/recordcheck.exe" -wine-shim "$(bash scripts/windows-ffmpeg.sh --wine-shim)")
fi
exec "$bin" -seconds "${BENCH_SECONDS:-60}" -sizes "${BENCH_SIZES:-1280x720,1920x1080}" "${windows[@]}"
