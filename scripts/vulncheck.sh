#!/usr/bin/env bash
# Checks the Go modules against the Go vulnerability database with govulncheck
# (pinned in tools/go.mod); it fails when a known vulnerability is reachable
# from our code (govulncheck's own exit status).
#
# govulncheck downloads its database from vuln.go.dev, which the project's
# machines cannot reach. The same entries are the data/osv folder of
# golang.org/x/vulndb at a pinned commit; tools/vulndb builds govulncheck's
# layout from them, cached outside the repository. Moving the pin is how the
# database is updated.
set -uo pipefail
cd "$(dirname "$0")/.."
version=v0.0.0-20260821203800-a752ea54fd1b # golang.org/x/vulndb
modified=2026-08-21T20:38:00Z              # that commit's time
cache=${XDG_CACHE_HOME:-$HOME/.cache}/reelroom/vulndb/$version

if [ ! -f "$cache/db/index/modules.json" ]; then
  src=$cache/osv # an unpacked data/osv of that commit may be put here by hand
  if [ ! -d "$src" ]; then
    got=$(cd /tmp && GOWORK=off go mod download -json "golang.org/x/vulndb@$version")
    src=$(sed -n 's/^\t"Dir": "\(.*\)",$/\1/p' <<<"$got")/data/osv
  fi
  if [ ! -d "$src" ]; then
    sed -n 's/^\t"Error": "\(.*\)"$/vulncheck: go mod download: \1/p' <<<"$got" >&2
    echo "vulncheck: no vulnerability database: golang.org/x/vulndb@$version is not served by the module proxy" >&2
    echo "vulncheck: and $cache/osv does not exist (put the data/osv folder of that commit there)" >&2
    exit 1
  fi
  mkdir -p "$cache"
  go run ./tools/vulndb -src "$src" -out "$cache/db" -modified "$modified" || exit 1
fi

# Built for this machine once: `go tool` would build it for the GOOS checked.
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/govulncheck" golang.org/x/vuln/cmd/govulncheck || exit 1
status=0
check() {
  local module=$1; shift
  echo "vulncheck: $module $*"
  (cd "$module" && env "$@" "$bin/govulncheck" -db "file://$cache/db" ${tags:+-tags "$tags"} ./...) || status=1
}
# Each module as it is built: the desktop app's window code only builds with
# the tags of `make desktop` (Linux) and `make desktop-windows`.
tags= check cloud CGO_ENABLED=0
tags= check shared CGO_ENABLED=0
tags=production,gtk3 check desktop CGO_ENABLED=1
tags=production check desktop CGO_ENABLED=0 GOOS=windows GOARCH=amd64
exit $status
