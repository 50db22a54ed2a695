#!/usr/bin/env bash
# Builds the Windows (x86_64) FFmpeg and x264 static libraries the desktop
# recorder links with cgo, from Debian's own source packages at pinned
# versions, with the mingw-w64 cross compiler. Only the parts the recorder
# uses are built: the libx264 and AAC encoders, the MP4 muxer, the gdigrab
# and dshow input devices (the screen and cameras) and lavfi (the test
# camera), the decoders those devices give (bmp, rawvideo, mjpeg), swscale
# and swresample.
#
# Licence: x264 is GPL, so FFmpeg is configured with --enable-gpl and every
# binary linked with these libraries is GPL-2.0-or-later (see README,
# "Windows build").
#
# The result is cached outside the repository, keyed by both versions and a
# hash of the configure flags, the compiler's version and the recipe's:
#   ${XDG_CACHE_HOME:-~/.cache}/reelroom/win-ffmpeg-<ffmpeg>-<x264>-<hash>
# A second run finds it and only prints its path. Prints the prefix on
# stdout (everything else goes to stderr); its bin/pkg-config is the
# pkg-config to give `go build` (PKG_CONFIG): it reads only these libraries
# (PKG_CONFIG_LIBDIR, so no Linux library can leak in), static.
#
#   bash scripts/windows-ffmpeg.sh               build if missing, print the prefix
#   bash scripts/windows-ffmpeg.sh --wine-shim   also install Wine, print the folder of
#                                                the test-only DLLs Wine 8 lacks
set -euo pipefail
cd "$(dirname "$0")/.."

# Pinned: Debian's security archive keeps only the newest build of a package,
# so a security update of FFmpeg means moving the pin (the cache key follows).
ffmpeg_version=7:5.1.9-0+deb12u1
x264_version=2:0.164.3095+gitbaee400-3
host=x86_64-w64-mingw32

mode=build
case ${1:-} in
"") ;;
--wine-shim) mode=shim ;;
*) echo "windows-ffmpeg: unknown option $1" >&2; exit 2 ;;
esac

log() { echo "windows-ffmpeg: $*" >&2; }

# What the build needs, installed from Debian when missing.
need=()
command -v $host-gcc >/dev/null || need+=(mingw-w64)
command -v nasm >/dev/null || need+=(nasm)
command -v dpkg-source >/dev/null || need+=(dpkg-dev)
command -v pkg-config >/dev/null || need+=(pkg-config)
command -v make >/dev/null || need+=(make)
command -v xz >/dev/null || need+=(xz-utils)
if [ "$mode" = shim ]; then
  [ -x /usr/lib/wine/wine64 ] || need+=(wine wine64 libwine)
fi
apt_install() {
  if [ "$(id -u)" -ne 0 ]; then
    log "missing $*; run as root or install them"
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  # A large install can fail once on an archive file that vanished from the mirror; retry once.
  apt-get install -y -qq --no-install-recommends "$@" >&2 \
    || { apt-get update -qq >&2; apt-get install -y -qq --no-install-recommends "$@" >&2; }
}
if [ ${#need[@]} -gt 0 ]; then apt_install "${need[@]}"; fi

cache=${XDG_CACHE_HOME:-$HOME/.cache}/reelroom
mkdir -p "$cache"

# The DLLs Wine 8 lacks (scripts/wine/*.c): bcryptprimitives.dll, whose
# ProcessPrng every Go program for Windows since Go 1.22 loads at start, and
# winbrand.dll, which Wails asks for the edition's name. Test support only;
# never shipped. Prints the folder holding them, for a prefix's system32.
if [ "$mode" = shim ]; then
  dir=$cache/wine-shim-$(cat scripts/wine/*.c | sha256sum | cut -c1-12)
  if [ ! -f "$dir/.complete" ]; then
    mkdir -p "$dir"
    $host-gcc -O2 -shared -s -o "$dir/bcryptprimitives.dll" scripts/wine/bcryptprimitives.c -lbcrypt >&2
    $host-gcc -O2 -shared -s -o "$dir/winbrand.dll" scripts/wine/winbrand.c >&2
    touch "$dir/.complete"
  fi
  echo "$dir"
  exit 0
fi

x264_flags=(--host=$host --cross-prefix=$host- --enable-static --disable-cli --disable-opencl
  --disable-lavf --disable-swscale --disable-ffms --disable-gpac --disable-lsmash
  --bit-depth=8 --chroma-format=420)
ffmpeg_flags=(--target-os=mingw32 --arch=x86_64 --cross-prefix=$host- --enable-cross-compile
  --pkg-config=pkg-config --pkg-config-flags=--static
  --enable-static --disable-shared --disable-programs --disable-doc --disable-debug
  --disable-autodetect --enable-w32threads --disable-network
  --enable-gpl --enable-libx264
  --disable-everything
  --enable-avdevice --enable-avfilter --enable-swscale --enable-swresample
  --enable-encoder=libx264,aac
  --enable-decoder=bmp,rawvideo,mjpeg
  --enable-parser=mjpeg
  --enable-muxer=mp4
  --enable-protocol=file
  --enable-indev=gdigrab,dshow,lavfi
  --enable-filter=testsrc2,realtime,buffer,buffersink,abuffer,abuffersink,format,aformat,scale,aresample,null,anull)

# Bump recipe when the build steps below change in a way the flags do not show.
recipe=1
key=$( { printf '%s\n' "${x264_flags[@]}" "${ffmpeg_flags[@]}"; $host-gcc -dumpversion; echo "recipe $recipe"; } | sha256sum | cut -c1-12)
version() { echo "${1#*:}"; } # without the epoch
prefix=$cache/win-ffmpeg-$(version $ffmpeg_version)-$(version $x264_version)-$key

write_pkg_config() {
  cat >"$prefix/bin/pkg-config" <<EOF
#!/bin/sh
# pkg-config for the Windows FFmpeg of this folder only, static.
PKG_CONFIG_LIBDIR='$prefix/lib/pkgconfig' PKG_CONFIG_PATH= exec pkg-config --static "\$@"
EOF
  chmod +x "$prefix/bin/pkg-config"
}

exec 9>"$cache/win-ffmpeg.lock"
flock 9
if [ -f "$prefix/.complete" ]; then
  echo "$prefix"
  exit 0
fi
rm -rf "$prefix"
mkdir -p "$prefix/bin"

work=$(mktemp -d /tmp/reelroom-win-ffmpeg.XXXXXX)
trap 'rm -rf "$work"' EXIT
started=$SECONDS

# apt-get source needs a deb-src line for the archives apt already uses.
if ! apt-cache showsrc x264 2>/dev/null | grep -q '^Package: x264'; then
  if [ "$(id -u)" -ne 0 ]; then
    log "no deb-src line: run as root, or add one for bookworm and bookworm-security"
    exit 1
  fi
  log "adding deb-src lines (/etc/apt/sources.list.d/reelroom-src.sources)"
  cat >/etc/apt/sources.list.d/reelroom-src.sources <<'EOF'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb-src
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
  apt-get update -qq >&2
fi

log "fetching the sources of x264 $x264_version and ffmpeg $ffmpeg_version"
(cd "$work" && apt-get source -qq "x264=$x264_version" "ffmpeg=$ffmpeg_version" >&2) || {
  log "the pinned sources are not in the archive (any more?): set x264_version and ffmpeg_version"
  log "at the top of this script to versions \`apt-cache showsrc x264 ffmpeg\` lists, and try again"
  exit 1
}
x264_src=$(find "$work" -maxdepth 1 -type d -name 'x264-*' | head -1)
ffmpeg_src=$(find "$work" -maxdepth 1 -type d -name 'ffmpeg-*' | head -1)

jobs=$(nproc)
log "building x264 ($x264_src)"
(cd "$x264_src" && ./configure --prefix="$prefix" "${x264_flags[@]}" >"$work/x264-configure.log" 2>&1 \
  && make -j"$jobs" >"$work/x264-make.log" 2>&1 && make install >>"$work/x264-make.log" 2>&1) \
  || { tail -40 "$work"/x264-*.log >&2; exit 1; }
log "x264 built after $((SECONDS - started)) s"

write_pkg_config
log "building ffmpeg ($ffmpeg_src)"
(cd "$ffmpeg_src" && PKG_CONFIG_LIBDIR="$prefix/lib/pkgconfig" PKG_CONFIG_PATH= \
  ./configure --prefix="$prefix" "${ffmpeg_flags[@]}" >"$work/ffmpeg-configure.log" 2>&1 \
  && make -j"$jobs" >"$work/ffmpeg-make.log" 2>&1 && make install >>"$work/ffmpeg-make.log" 2>&1) \
  || { tail -40 "$work"/ffmpeg-*.log "$ffmpeg_src/ffbuild/config.log" >&2 2>/dev/null; exit 1; }
cp "$ffmpeg_src/COPYING.GPLv2" "$prefix/COPYING.GPLv2"
printf 'ffmpeg %s\nx264 %s\nffmpeg configure: %s\nx264 configure: %s\n' "$ffmpeg_version" "$x264_version" \
  "${ffmpeg_flags[*]}" "${x264_flags[*]}" >"$prefix/BUILDINFO"
touch "$prefix/.complete"
log "built in $((SECONDS - started)) s: $prefix"
echo "$prefix"
