#!/usr/bin/env bash
# Stops a server started by s3-start.sh and removes it. Usage: s3-stop.sh DIR
set -u
dir=${1:?usage: s3-stop.sh DIR}
[ -f "$dir/pid" ] && kill "$(cat "$dir/pid")" 2>/dev/null
rm -rf "$dir"
