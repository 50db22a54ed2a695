#!/usr/bin/env bash
# Checks the Go modules against the Go vulnerability database with govulncheck
# (pinned in tools/go.mod); it fails when a known vulnerability is reachable
# from our code (govulncheck's own exit status).
#
# govulncheck downloads its database from vuln.go.dev, which the project's
# machines cannot reach, and the module proxy does not serve
# golang.org/x/vulndb. tools/vulndb/osv holds the entries of that database
# that concern the standard library, the toolchain and the modules we use,
# copied from golang.org/x/vulndb at commit a752ea54 (2026-08-21) by
# scripts/vulndb-snapshot.sh, which is also how it is updated; tools/vulndb
# builds govulncheck's layout from them.
set -uo pipefail
cd "$(dirname "$0")/.."
db=$(mktemp -d)
trap 'rm -rf "$db"' EXIT
go run ./tools/vulndb -src tools/vulndb/osv -out "$db/db" -modified "$(cat tools/vulndb/osv/MODIFIED)" || exit 1

# Built for this machine once: `go tool` would build it for the GOOS checked.
bin=$db/bin
go build -o "$bin/govulncheck" golang.org/x/vuln/cmd/govulncheck || exit 1
status=0
check() {
  local module=$1; shift
  echo "vulncheck: $module $*"
  (cd "$module" && env "$@" "$bin/govulncheck" -db "file://$db/db" ${tags:+-tags "$tags"} ./...) || status=1
}
# Each module as it is built: the desktop app's window code only builds with
# the tags of `make desktop` (Linux) and `make desktop-windows`.
tags= check cloud CGO_ENABLED=0
tags= check shared CGO_ENABLED=0
tags=production,gtk3 check desktop CGO_ENABLED=1
tags=production check desktop CGO_ENABLED=0 GOOS=windows GOARCH=amd64
exit $status
