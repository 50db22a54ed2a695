#!/usr/bin/env bash
# Checks the desktop recorder's macOS files as far as Linux allows (there
# is no macOS toolchain here):
#  1. go vet for GOOS=darwin without cgo: every darwin file that is plain Go;
#  2. the darwin cgo files' Go side, type-checked and vetted on Linux: each
#     package's files are copied with the darwin cgo file, whose C preamble
#     (Core Graphics) is replaced by stand-in declarations of the same C
#     names and types, into a scratch package, and vetted there. This
#     catches wrong go-astiav calls, types and imports, not C mistakes.
set -euo pipefail
cd "$(dirname "$0")/../desktop"

GOOS=darwin CGO_ENABLED=0 go vet ./internal/capture/ ./internal/camera/ ./internal/sound/ \
  ./internal/recording/ ./internal/encode/ ./internal/locale/ ./cmd/bundle/

scratch=$(mktemp -d internal/zz-darwincheck.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/capture" "$scratch/camera"

# capture: the shared files and the avfoundation backend, with stand-in C.
cp internal/capture/{capture.go,permission.go,shrink.go} "$scratch/capture/"
python3 - internal/capture/avfoundation_darwin.go "$scratch/capture/avfoundation.go" <<'EOF'
import sys
src = open(sys.argv[1]).read()
start, end = src.index('/*'), src.index('*/') + 2
stub = '''/*
#include <stdint.h>
typedef uint32_t CGDirectDisplayID;
static uint32_t active_displays(CGDirectDisplayID *ids, uint32_t max) { return 0; }
static void display_bounds(CGDirectDisplayID id, int *x, int *y, int *w, int *h, int *primary) {}
static int screen_allowed(void) { return 1; }
static void screen_request(void) {}
*/'''
out = src[:start] + stub + src[end:]
out = out.replace('//go:build cgo', '//go:build linux && cgo', 1)
open(sys.argv[2], 'w').write(out)
EOF

# camera: the FFmpeg camera and the avfoundation device list.
cp internal/camera/{camera.go,camera_ffmpeg.go,snapshot.go,avfoundation.go} "$scratch/camera/"
sed 's|^//go:build darwin && cgo|//go:build linux \&\& cgo|' internal/camera/devices_darwin.go > "$scratch/camera/devices.go"

# sound: Core Audio is a malgo constant; the backend file compiles as is.
mkdir -p "$scratch/sound"
cp internal/sound/{sound.go,sound_malgo.go,cfree.go,loopback.go} "$scratch/sound/"
cp internal/sound/backends_darwin.go "$scratch/sound/backends.go"

CGO_ENABLED=1 go vet "./$scratch/capture/" "./$scratch/camera/" "./$scratch/sound/"
echo "vet-darwin: the macOS files vet for darwin (no cgo) and their cgo files' Go side type-checks"
