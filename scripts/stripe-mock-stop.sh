#!/usr/bin/env bash
# Stops a stripe-mock started by stripe-mock-start.sh and removes it. Usage: stripe-mock-stop.sh DIR
set -u
dir=${1:?usage: stripe-mock-stop.sh DIR}
[ -f "$dir/pid" ] && kill "$(cat "$dir/pid")" 2>/dev/null
rm -rf "$dir"
