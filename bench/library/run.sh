#!/usr/bin/env bash
# The library benchmark: one user with 10,000 videos in 1,000 folders,
# inserted through the store; prints the p95 of listing a folder and of
# searching, as the handlers call them, on SQLite and, when TEST_PG_DSN names
# a PostgreSQL server, on PostgreSQL too. Target: under 20 ms at p95.
set -euo pipefail
cd "$(dirname "$0")/../.."
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
run() { BENCH_LIBRARY=1 go test -count=1 -v -run '^TestLibraryScale$' ./cloud/internal/library | grep -E '^library|FAIL|over the target|^ok'; }
env -u TEST_PG_DSN bash -c "$(declare -f run); run"
if [[ -n "${TEST_PG_DSN:-}" ]]; then
  run
fi
