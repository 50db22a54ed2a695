#!/usr/bin/env bash
# Refreshes tools/vulndb/osv, the copy of the Go vulnerability database that
# scripts/vulncheck.sh checks against, from the data/osv folder of a checkout
# of golang.org/x/vulndb (the module proxy does not serve that module, and
# vuln.go.dev cannot be reached from the project's machines). It keeps the
# entries that name the Go standard library, the toolchain or a module the
# project's builds use; run it again after adding a module.
#
#	bash scripts/vulndb-snapshot.sh PATH/TO/vulndb/data/osv COMMIT_TIME
set -euo pipefail
cd "$(dirname "$0")/.."
src=${1:?the data/osv folder of golang.org/x/vulndb}
modified=${2:?the time of that commit, RFC 3339}
dst=tools/vulndb/osv
patterns=$(mktemp)
trap 'rm -f "$patterns"' EXIT
{ echo stdlib; echo toolchain; go list -m all | awk '{print $1}'; } | sort -u | sed 's/.*/"name": "&"/' >"$patterns"
rm -rf "$dst"
mkdir -p "$dst"
grep -rlF -f "$patterns" "$src" --include='*.json' | xargs -r cp -t "$dst"
echo "$modified" >"$dst/MODIFIED"
echo "vulndb-snapshot: $(ls "$dst"/*.json | wc -l) entries in $dst"
