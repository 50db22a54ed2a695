#!/usr/bin/env bash
# Installs what packaging the desktop app needs beyond the build itself:
# NSIS (makensis, for the Windows installer), dpkg-dev (dpkg-shlibdeps,
# which names the .deb's library dependencies) and desktop-file-utils (the
# .deb's test checks its desktop entry and the reelroom:// registration).
# Idempotent: does nothing when all are present.
set -euo pipefail

need=()
command -v makensis       >/dev/null || need+=(nsis)
command -v dpkg-shlibdeps >/dev/null || need+=(dpkg-dev)
command -v dpkg-deb       >/dev/null || need+=(dpkg)
command -v update-desktop-database >/dev/null || need+=(desktop-file-utils)

if [ ${#need[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "install-release-deps: missing ${need[*]}; run as root or install them" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# A large install can fail once on an archive file that vanished from the mirror; retry once.
apt-get install -y -qq --no-install-recommends "${need[@]}" \
  || { apt-get update -qq; apt-get install -y -qq --no-install-recommends "${need[@]}"; }
