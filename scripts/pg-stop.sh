#!/usr/bin/env bash
# Stops a cluster started by pg-start.sh and removes it. Usage: pg-stop.sh DIR
set -u
dir=${1:?usage: pg-stop.sh DIR}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ -d "$dir/data" ]; then
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1
  else
    "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1
  fi
fi
rm -rf "$dir"
