#!/usr/bin/env bash
# Stops a mailpit started by mailpit-start.sh and removes it. Usage: mailpit-stop.sh DIR
set -u
dir=${1:?usage: mailpit-stop.sh DIR}
[ -f "$dir/pid" ] && kill "$(cat "$dir/pid")" 2>/dev/null
rm -rf "$dir"
