#!/usr/bin/env bash
# Builds the Windows installer of the desktop app with NSIS:
#   scripts/build-nsis.sh EXE VERSION OUT_DIR
# EXE is whatever `make desktop-windows` produced (bin/reelroom-desktop.exe);
# the installer script is build/windows/installer.nsi. DLLs in the .exe's
# folder go into the installer too. Prints the
# installer's path. NSIS_COMPRESSOR (default: the script's solid LZMA; zlib
# is three times faster, for tests) overrides the compression.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -ne 3 ]; then
  echo "usage: $0 EXE VERSION OUT_DIR" >&2
  exit 2
fi
exe=$1 version=$2 out=$3
command -v makensis >/dev/null || { echo "build-nsis: makensis is missing; run bash scripts/install-release-deps.sh" >&2; exit 1; }
[ -f "$exe" ] || { echo "build-nsis: $exe is missing; run make desktop-windows" >&2; exit 1; }
[ "$(head -c 2 "$exe")" = MZ ] || { echo "build-nsis: $exe is not a Windows program" >&2; exit 1; }

work=$(mktemp -d /tmp/reelroom-nsis.XXXXXX)
trap 'rm -rf "$work"' EXIT
CGO_ENABLED=0 go run ./desktop/cmd/bundle ico -out "$work/reelroom.ico"
mkdir -p "$out"
installer=$(realpath "$out")/reelroom-desktop-$version-setup.exe
# DLLs beside the program (a build that links some dynamically) are installed with it.
dlls=()
if compgen -G "$(dirname "$exe")/*.dll" >/dev/null; then dlls=(-DDLLDIR="$(realpath "$(dirname "$exe")")"); fi
compressor=()
[ -z "${NSIS_COMPRESSOR:-}" ] || compressor=(-DCOMPRESSOR="$NSIS_COMPRESSOR")
makensis -V2 -INPUTCHARSET UTF8 "${compressor[@]}" "${dlls[@]}" -DVERSION="$version" -DEXE="$(realpath "$exe")" -DICON="$work/reelroom.ico" \
  -DOUTFILE="$installer" build/windows/installer.nsi >&2
echo "$installer"
