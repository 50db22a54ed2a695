#!/usr/bin/env bash
# Runs every fuzz target (func FuzzXxx in a _test.go file) on a fixed number
# of generated inputs, so the step takes about as long on a busy machine as on
# an idle one. `go test` already runs each target's committed seeds
# (testdata/fuzz/<FuzzName>/); this explores beyond them. A failing input is
# written to that folder: commit it with the fix. FUZZ_EXECS sets the count.
set -uo pipefail
cd "$(dirname "$0")/.."
execs=${FUZZ_EXECS:-30000}
status=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for dir in $(grep -rl --include='*_test.go' '^func Fuzz' cloud shared desktop | xargs -n1 dirname | sort -u); do
  for name in $(grep -h -o '^func Fuzz[A-Za-z0-9_]*' "$dir"/*_test.go | cut -d' ' -f2); do
    echo "fuzz: $dir $name, $execs inputs"
    go test -run '^$' -fuzz "^$name\$" -fuzztime "${execs}x" -parallel 2 "./$dir/" > "$log" 2>&1 ||
      { cat "$log"; status=1; }
  done
done
exit $status
