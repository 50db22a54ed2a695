#!/usr/bin/env bash
# Fails when frontend/src/lib/api/types.gen.ts differs from what shared/api generates.
set -euo pipefail
cd "$(dirname "$0")/.."
gen=frontend/src/lib/api/types.gen.ts
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sed "s|output_path: .*|output_path: \"$tmp/types.gen.ts\"|" shared/tygo.yaml > "$tmp/tygo.yaml"
(cd shared && go tool tygo --config "$tmp/tygo.yaml" generate)
if ! diff -u "$gen" "$tmp/types.gen.ts"; then
  echo "check-gen: $gen is out of date with shared/api; run 'make gen'" >&2
  exit 1
fi
echo "check-gen: TypeScript API types match shared/api"
