#!/usr/bin/env bash
# Tests the Linux package: builds the .deb from bin/reelroom-desktop (make
# desktop), installs it with dpkg into a throwaway root whose package
# database is a copy of this machine's (so its Depends are checked against
# packages really installed here, and its postinst runs), starts the
# installed binary on a virtual display (Xvfb) and waits for its main
# window, then removes the package and checks nothing of it is left.
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${1:-bin/reelroom-desktop}
version=$(sed -n 's/^  version: "\(.*\)"$/\1/p' build/config.yml)
work=$(mktemp -d /tmp/reelroom-debtest.XXXXXX)
pids=()
# Each started in a process group of its own (setsid), ended as a group.
cleanup() {
  for pid in "${pids[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "deb-test: $*" >&2; exit 1; }

deb=$(DEB_COMPRESSION=gzip bash scripts/build-deb.sh "$binary" "$version" "$work/out")
echo "deb-test: built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"
dpkg-deb -f "$deb" Depends | grep -q 'libwebkit2gtk-4.1-0' || fail "Depends does not name WebKitGTK"
dpkg-deb -f "$deb" Recommends | grep -q 'gstreamer1.0-libav' || fail "Recommends does not name GStreamer's libav plugin (the window's H.264 player)"

# The throwaway root: dpkg's database as on this machine, nothing else.
root=$work/root
mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates" "$root/var/lib/dpkg/triggers"
cp /var/lib/dpkg/status "$root/var/lib/dpkg/status"
touch "$root/var/lib/dpkg/available"
# Scripts run on this machine with DPKG_ROOT set (the root has no shell to chroot into).
dpkg=(dpkg --root="$root" --log="$work/dpkg.log" --force-script-chrootless --force-not-root)
"${dpkg[@]}" -i "$deb" > "$work/install.log" 2>&1 || { cat "$work/install.log" >&2; fail "dpkg -i failed"; }
[ "$(dpkg-query --admindir="$root/var/lib/dpkg" -W -f='${Status}' reelroom-desktop)" = "install ok installed" ] \
  || fail "the package is not installed"
installed=$root/usr/bin/reelroom-desktop
entry=$root/usr/share/applications/reelroom-desktop.desktop
[ -x "$installed" ] || fail "no /usr/bin/reelroom-desktop"
grep -qx 'Exec=/usr/bin/reelroom-desktop %u' "$entry" || fail "the desktop entry does not open links with the binary"
grep -qx 'MimeType=x-scheme-handler/reelroom;' "$entry" || fail "the desktop entry does not handle reelroom://"
[ -s "$root/usr/share/icons/hicolor/256x256/apps/reelroom-desktop.png" ] || fail "no icon"
if command -v update-desktop-database >/dev/null; then
  grep -q 'x-scheme-handler/reelroom=reelroom-desktop.desktop' "$root/usr/share/applications/mimeinfo.cache" \
    || fail "postinst did not register reelroom:// in the desktop database"
fi
if command -v desktop-file-validate >/dev/null; then desktop-file-validate "$entry"; fi

# Start the installed binary with a home of its own on a virtual display.
read -r display < <(setsid Xvfb -displayfd 1 -screen 0 1280x800x24 -nolisten tcp -noreset 2>/dev/null & echo "$!" > "$work/xvfb.pid") \
  || fail "Xvfb did not start"
pids+=("$(cat "$work/xvfb.pid")")
# NO_AT_BRIDGE: no accessibility bus, which would outlive the app.
export DISPLAY=":$display" HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" XDG_DATA_HOME="$work/home/.local/share" \
  NO_AT_BRIDGE=1
mkdir -p "$XDG_CONFIG_HOME/reelroom"
# A server nobody answers at: the window shows without one.
printf '{"server":"http://127.0.0.1:9","language":"en"}\n' > "$XDG_CONFIG_HOME/reelroom/settings.json"
setsid dbus-run-session -- "$installed" > "$work/app.log" 2>&1 &
pids+=("$!")
started=$SECONDS
if ! window=$(timeout 60 xdotool search --sync --onlyvisible --name '^Reelroom$' 2>/dev/null | head -1) || [ -z "$window" ]; then
  cat "$work/app.log" >&2
  fail "the installed app showed no window within 60 s"
fi
echo "deb-test: the installed app showed its window \"$(xdotool getwindowname "$window")\" after $((SECONDS - started)) s"
kill -- "-${pids[-1]}" 2>/dev/null || true
wait "${pids[-1]}" 2>/dev/null || true

"${dpkg[@]}" --purge reelroom-desktop > "$work/remove.log" 2>&1 || { cat "$work/remove.log" >&2; fail "dpkg --purge failed"; }
[ ! -e "$installed" ] && [ ! -e "$entry" ] || fail "files left after removal"
if [ -f "$root/usr/share/applications/mimeinfo.cache" ] && grep -q reelroom "$root/usr/share/applications/mimeinfo.cache"; then
  fail "reelroom:// still registered after removal"
fi
echo "deb-test: installed, started and removed $(basename "$deb")"
