#!/usr/bin/env bash
# Runs the whole test suite. Starts a throwaway PostgreSQL cluster and stops
# it again on any exit. Each step runs even when an earlier one failed, so
# one run reports every failure; the exit status says whether all passed.
set -uo pipefail
cd "$(dirname "$0")/.."
export CGO_ENABLED=0
pgdir=$(mktemp -d /tmp/reelroom-pg.XXXXXX)
s3dir=$(mktemp -d /tmp/reelroom-s3.XXXXXX)
maildir=$(mktemp -d /tmp/reelroom-mail.XXXXXX)
stripedir=$(mktemp -d /tmp/reelroom-stripe.XXXXXX)
trap 'bash scripts/pg-stop.sh "$pgdir"; bash scripts/s3-stop.sh "$s3dir"; bash scripts/mailpit-stop.sh "$maildir"; bash scripts/stripe-mock-stop.sh "$stripedir"' EXIT

passed=0 failed=0 failures=()
step() {
  local name=$1; shift
  printf '\n=== %s\n' "$name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); failures+=("$name"); fi
}

pg_url=$(bash scripts/pg-start.sh "$pgdir") || { echo "test: could not start PostgreSQL" >&2; exit 1; }
s3_url=$(bash scripts/s3-start.sh "$s3dir") || { echo "test: could not start the S3 server" >&2; exit 1; }
bash scripts/mailpit-start.sh "$maildir" >/dev/null || { echo "test: could not start mailpit" >&2; exit 1; }
# The Go tests and the end-to-end suite send mail to it and read it back through its API.
export TEST_SMTP_HOST=127.0.0.1 TEST_SMTP_PORT="$(cat "$maildir/smtp_port")" TEST_MAILPIT_API="$(cat "$maildir/api")"
# The billing tests call Stripe's API on it.
TEST_STRIPE_MOCK=$(bash scripts/stripe-mock-start.sh "$stripedir") || { echo "test: could not start stripe-mock" >&2; exit 1; }
export TEST_STRIPE_MOCK
s3_env=(TEST_S3_ENDPOINT="$s3_url" TEST_S3_ACCESS_KEY="$(cat "$s3dir/access")" TEST_S3_SECRET_KEY="$(cat "$s3dir/secret")")
go_pkgs=(./cloud/... ./shared/... ./desktop/... ./tools/vulndb/)

step "generated types are current" bash scripts/check-gen.sh
step "go vet" go vet "${go_pkgs[@]}"
step "go vet of the macOS files, as far as Linux allows" bash scripts/vet-darwin.sh
step "fuzz targets, briefly" bash scripts/fuzz.sh
step "known vulnerabilities in the Go modules (govulncheck)" bash scripts/vulncheck.sh
step "go test on SQLite" env -u TEST_PG_DSN go tool gotestsum --format pkgname-and-test-fails -- -count=1 "${go_pkgs[@]}"
step "go test on PostgreSQL" env TEST_PG_DSN="$pg_url" go tool gotestsum --format pkgname-and-test-fails -- -count=1 ./cloud/...
step "go test on PostgreSQL and S3 storage" env TEST_PG_DSN="$pg_url" "${s3_env[@]}" \
  go tool gotestsum --format pkgname-and-test-fails -- -count=1 ./cloud/internal/httpapi/ ./cloud/internal/server/
step "desktop recording with FFmpeg, PulseAudio and Xvfb (cgo)" env CGO_ENABLED=1 \
  go tool gotestsum --format pkgname-and-test-fails -- -count=1 ./desktop/internal/encode/ ./desktop/internal/sound/ \
  ./desktop/internal/camera/ ./desktop/internal/bubble/ ./desktop/internal/recording/ ./desktop/internal/recorder/
# The Windows build (cgo through mingw-w64, FFmpeg and x264 for Windows built once into
# ~/.cache/reelroom by scripts/windows-ffmpeg.sh, 3 to 6 minutes the first time) records
# under Wine on Xvfb with PulseAudio and streams to a cloud service here; it prints its figures.
windows_under_wine() {
  make --no-print-directory recordcheck-windows || return 1
  local shim
  shim=$(bash scripts/windows-ffmpeg.sh --wine-shim) || return 1
  env REELROOM_RECORDCHECK_EXE="$PWD/bin/recordcheck.exe" REELROOM_WINE_SHIM="$shim" \
    go test -count=1 -v -run TestWindowsBuildRecordsUnderWine ./desktop/cmd/recordcheck/
}
step "the Windows build records under Wine (mingw-w64, FFmpeg for Windows, Xvfb, PulseAudio)" windows_under_wine
step "desktop notifications through Wails and a private D-Bus under Xvfb (cgo, gtk3)" env CGO_ENABLED=1 \
  go tool gotestsum --format pkgname-and-test-fails -- -tags gtk3 -count=1 ./desktop/internal/inbox/
step "front end: typecheck" npm --prefix frontend run -s typecheck
step "front end: lint" npm --prefix frontend run -s lint
step "front end: unit tests" npm --prefix frontend run -s test:unit
# One make run, so the web app all four embed is built once.
step "build bin/reelroom, bin/reelroom-desktop, its test build and bin/reelroom-desktop.exe (Windows)" \
  make --no-print-directory build desktop desktop-e2e desktop-windows
step "the Linux package installs, starts under Xvfb and uninstalls (dpkg into a throwaway root)" bash scripts/deb-test.sh
step "the Windows installer builds, and installs and uninstalls under Wine" bash scripts/nsis-test.sh
step "end-to-end in Chromium and the desktop app" \
  env REELROOM_BIN="$PWD/bin/reelroom" REELROOM_DESKTOP_BIN="$PWD/bin/reelroom-desktop-e2e" TEST_PG_DSN="$pg_url" \
  npm --prefix frontend run -s e2e

printf '\n'
for f in "${failures[@]}"; do echo "FAILED: $f"; done
echo "test steps: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
