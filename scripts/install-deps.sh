#!/usr/bin/env bash
# Installs the system packages the build, the product and the tests need:
# the cloud service alone; with --desktop also what the desktop app links
# against; with --test everything the test suite uses (desktop included).
# Idempotent: does nothing when everything is already present.
set -euo pipefail

desktop=0 tests=0
for arg in "$@"; do
  case $arg in
  --desktop) desktop=1 ;;
  --test) desktop=1 tests=1 ;;
  *) echo "install-deps: unknown option $arg" >&2; exit 2 ;;
  esac
done

need=()
command -v ffmpeg  >/dev/null || need+=(ffmpeg)
command -v ffprobe >/dev/null || need+=(ffmpeg)
command -v make    >/dev/null || need+=(make)
command -v node    >/dev/null || need+=(nodejs)
command -v npm     >/dev/null || need+=(npm)
command -v gcc     >/dev/null || need+=(gcc)
if [ "$desktop" = 1 ]; then
  # The desktop app (Wails v3, `-tags gtk3`) links against GTK 3 and WebKitGTK 4.1.
  command -v pkg-config >/dev/null || need+=(pkg-config)
  pkg-config --exists gtk+-3.0 2>/dev/null      || need+=(libgtk-3-dev)
  pkg-config --exists webkit2gtk-4.1 2>/dev/null || need+=(libwebkit2gtk-4.1-dev)
  # Its recorder encodes with FFmpeg's libraries (go-astiav) and x264.
  for lib in libavcodec libavdevice libavfilter libavformat libswresample libswscale libavutil; do
    pkg-config --exists "$lib" 2>/dev/null || need+=("$lib-dev")
  done
fi
if [ "$tests" = 1 ]; then
  command -v chromium >/dev/null || need+=(chromium)
  [ -x /usr/lib/postgresql/15/bin/postgres ] || need+=(postgresql-15)
  fc-list 2>/dev/null | grep -qi 'noto sans cjk' || need+=(fonts-noto-cjk)
  # Running the desktop app headless: a virtual display and a D-Bus session.
  command -v xvfb-run         >/dev/null || need+=(xvfb)
  command -v xauth            >/dev/null || need+=(xauth)
  command -v dbus-run-session >/dev/null || need+=(dbus-daemon)
  command -v dbus-launch      >/dev/null || need+=(dbus-x11)
  # The desktop app keeps its sign-in in the Secret Service when there is one.
  command -v gnome-keyring-daemon >/dev/null || need+=(gnome-keyring)
  # Recording tests play and record sound through a PulseAudio server of their own.
  command -v pulseaudio >/dev/null || need+=(pulseaudio)
  command -v pacat      >/dev/null || need+=(pulseaudio-utils)
  # The desktop end-to-end test presses the recorder's hotkey as a user would.
  command -v xdotool    >/dev/null || need+=(xdotool)
  # The desktop window plays H.264 through WebKitGTK's GStreamer (libav's decoders, MP4 demuxing).
  dpkg-query -W -f='${Status}' gstreamer1.0-libav 2>/dev/null | grep -q 'ok installed' || need+=(gstreamer1.0-libav)
  dpkg-query -W -f='${Status}' gstreamer1.0-plugins-good 2>/dev/null | grep -q 'ok installed' || need+=(gstreamer1.0-plugins-good)
fi

if [ ${#need[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "install-deps: missing ${need[*]}; run as root or install them" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# A large install can fail once on an archive file that vanished from the mirror; retry once.
apt-get install -y -qq --no-install-recommends "${need[@]}" \
  || { apt-get update -qq; apt-get install -y -qq --no-install-recommends "${need[@]}"; }
