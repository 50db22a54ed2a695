#!/usr/bin/env bash
# Installs the reference programs the benchmarks compare Reelroom with:
# Debian's nginx (bench/range) and wrk (bench/range, bench/list). Run as root;
# it installs only what is missing, so a second run changes nothing. Not part
# of `make test`.
#
# Usage: sudo bash bench/install-tools.sh
set -euo pipefail

want=()
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || want+=(nginx)
command -v wrk >/dev/null || want+=(wrk)
if [ ${#want[@]} -eq 0 ]; then
	echo "bench: nginx and wrk are installed"
	exit 0
fi
[ "$(id -u)" = 0 ] || { echo "bench: run as root to install ${want[*]}" >&2; exit 1; }
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${want[@]}"
# Debian starts nginx as a service on port 80; the benchmarks start their own.
if [[ " ${want[*]} " == *" nginx "* ]]; then
	if command -v systemctl >/dev/null && systemctl is-active --quiet nginx 2>/dev/null; then
		systemctl stop nginx || true
		systemctl disable nginx >/dev/null 2>&1 || true
	elif [ -f /run/nginx.pid ]; then
		nginx -s stop 2>/dev/null || true
	fi
fi
echo "bench: installed ${want[*]}"
