#!/usr/bin/env bash
# Packages the Linux desktop app as a .deb:
#   scripts/build-deb.sh BINARY VERSION OUT_DIR
# BINARY is a Linux build (make desktop: bin/reelroom-desktop). The package
# puts it in /usr/bin with the .desktop file (which also makes the app the
# handler of reelroom:// links) and the icon; its Depends are the shared
# libraries the binary links against, as dpkg-shlibdeps names them from
# this machine's packages. Prints the .deb's path. DEB_COMPRESSION (xz,
# the default; gzip is four times faster, for tests) picks the compression.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -ne 3 ]; then
  echo "usage: $0 BINARY VERSION OUT_DIR" >&2
  exit 2
fi
binary=$1 version=$2 out=$3
name=reelroom-desktop
arch=$(dpkg --print-architecture)
[ -x "$binary" ] || { echo "build-deb: $binary is not an executable; run make desktop" >&2; exit 1; }
command -v dpkg-shlibdeps >/dev/null || { echo "build-deb: dpkg-shlibdeps is missing; run bash scripts/install-release-deps.sh" >&2; exit 1; }

work=$(mktemp -d /tmp/reelroom-deb.XXXXXX)
trap 'rm -rf "$work"' EXIT
root=$work/root
install -D -m 0755 "$binary" "$root/usr/bin/$name"
# The desktop entry of build/linux, launching the packaged binary.
install -d "$root/usr/share/applications"
sed "s|^Exec=.*|Exec=/usr/bin/$name %u|" build/linux/$name.desktop > "$root/usr/share/applications/$name.desktop"
grep -q '^MimeType=x-scheme-handler/reelroom;' "$root/usr/share/applications/$name.desktop"
CGO_ENABLED=0 go build -o "$work/bundle" ./desktop/cmd/bundle
for size in 48 128 256; do
  install -d "$root/usr/share/icons/hicolor/${size}x$size/apps"
  "$work/bundle" png -size "$size" -out "$root/usr/share/icons/hicolor/${size}x$size/apps/$name.png"
done
install -d "$root/usr/share/doc/$name"
printf 'Reelroom desktop recorder.\nCopyright: Reelroom. FFmpeg and x264 come from Debian packages under their own licences.\n' \
  > "$root/usr/share/doc/$name/copyright"

# Depends: what the binary links against (dpkg-shlibdeps reads a debian/control).
mkdir -p "$work/src/debian"
printf 'Source: reelroom\n\nPackage: %s\nArchitecture: any\n' "$name" > "$work/src/debian/control"
depends=$(cd "$work/src" && dpkg-shlibdeps -O -e "$root/usr/bin/$name" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "build-deb: dpkg-shlibdeps named no dependencies" >&2; exit 1; }

install -d "$root/DEBIAN"
cat > "$root/DEBIAN/control" <<EOF
Package: $name
Version: $version
Architecture: $arch
Maintainer: Reelroom <support@reelroom.app>
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Recommends: libpulse0, gstreamer1.0-libav, gstreamer1.0-plugins-good
Section: video
Priority: optional
Homepage: https://reelroom.app
Description: Reelroom desktop recorder
 Records your screen, camera and voice and uploads while you record, so the
 link is ready the moment you stop. Opens reelroom:// sign-in links.
 .
 Sound is recorded through PulseAudio (or PipeWire's PulseAudio server),
 which the recorder loads when it starts (libpulse0). The window plays
 videos through GStreamer, with libav's H.264 and AAC decoders.
EOF
# The desktop database maps reelroom:// to the app; refreshed when the tool
# is there (desktop-file-utils' own trigger does it too). DPKG_ROOT is set
# when dpkg installs into another root without chroot.
for script in postinst postrm; do
  cat > "$root/DEBIAN/$script" <<'EOF'
#!/bin/sh
set -e
if command -v update-desktop-database >/dev/null 2>&1; then
	update-desktop-database -q "${DPKG_ROOT:-}/usr/share/applications" || true
fi
EOF
  chmod 0755 "$root/DEBIAN/$script"
done

mkdir -p "$out"
deb="$out/${name}_${version}_$arch.deb"
dpkg-deb --root-owner-group -Z"${DEB_COMPRESSION:-xz}" --build "$root" "$deb" >/dev/null
echo "$deb"
