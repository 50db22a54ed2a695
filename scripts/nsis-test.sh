#!/usr/bin/env bash
# Tests the Windows installer: builds it with NSIS from the app's .exe
# (make desktop-windows), checks it is a 64-bit Windows program importing
# only Windows' own DLLs, and, where Wine is installed, installs it silently
# (/S) into a throwaway Wine prefix, checks the files, the Start menu, the
# reelroom:// registration and the uninstall entry, uninstalls it and checks
# all of them are gone.
set -euo pipefail
cd "$(dirname "$0")/.."

exe=${1:-bin/reelroom-desktop.exe}
version=$(sed -n 's/^  version: "\(.*\)"$/\1/p' build/config.yml)
work=$(mktemp -d /tmp/reelroom-nsistest.XXXXXX)
trap 'rm -rf "$work"' EXIT
fail() { echo "nsis-test: $*" >&2; exit 1; }

# zlib rather than the release's solid LZMA: the same installer, built in a third of the time.
installer=$(NSIS_COMPRESSOR=zlib bash scripts/build-nsis.sh "$exe" "$version" "$work/out")
echo "nsis-test: built $(basename "$installer") ($(du -k "$installer" | cut -f1) KiB)"

# The PE header: "MZ", the "PE\0\0" signature at e_lfanew, machine x86-64 (0x8664).
[ "$(head -c 2 "$installer")" = MZ ] || fail "no MZ header"
pe=$(od -An -tu4 -j60 -N4 "$installer" | tr -d ' ')
[ "$(od -An -tx1 -j"$pe" -N6 "$installer" | tr -d ' \n')" = 504500006486 ] || fail "not a 64-bit PE program"
# Windows' own DLLs only: nothing the installer would need to bring along.
imports=$(objdump -p "$installer" | sed -n 's/^\s*DLL Name: //p' | tr 'A-Z' 'a-z' | sort -u)
[ -n "$imports" ] || fail "objdump found no imports"
for dll in $imports; do
  case $dll in
  advapi32.dll | comctl32.dll | gdi32.dll | kernel32.dll | ole32.dll | shell32.dll | user32.dll | version.dll | shlwapi.dll) ;;
  *) fail "the installer imports $dll" ;;
  esac
done
echo "nsis-test: a 64-bit Windows program importing only" $imports

if [ "${NSIS_TEST_WINE:-1}" = 0 ]; then
  echo "nsis-test: NSIS_TEST_WINE=0: the installer was built and checked, not run"
  exit 0
fi
if ! command -v wine >/dev/null; then
  echo "nsis-test: Wine is not installed: the installer was built and checked, not run"
  exit 0
fi
export WINEPREFIX=$work/wine WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=" WINEARCH=win64
winepath=$(command -v wine)
wine_run() { xvfb-run -a "$winepath" "$@"; }
wine_run "$installer" /S > "$work/wine.log" 2>&1 || { cat "$work/wine.log" >&2; fail "the installer failed under Wine"; }
wineserver -w
user=$(ls "$WINEPREFIX/drive_c/users" | grep -vx Public | head -1)
home=$WINEPREFIX/drive_c/users/$user
app=$home/AppData/Local/Programs/Reelroom
start=$home/AppData/Roaming/Microsoft/Windows/"Start Menu"/Programs/Reelroom
for f in "$app/reelroom-desktop.exe" "$app/uninstall.exe" "$app/reelroom.ico" "$start/Reelroom.lnk"; do
  [ -s "$f" ] || fail "not installed: ${f#"$WINEPREFIX/"}"
done
cmp -s "$exe" "$app/reelroom-desktop.exe" || fail "the installed program is not the one given"
query() { "$winepath" reg query "$@" 2>/dev/null | tr -d '\r'; }
query 'HKCU\Software\Classes\reelroom\shell\open\command' | grep -qF 'Programs\Reelroom\reelroom-desktop.exe" "%1"' \
  || fail "reelroom:// does not open the app"
query 'HKCU\Software\Classes\reelroom' /v 'URL Protocol' | grep -q 'URL Protocol' || fail "reelroom is not a URL protocol"
query 'HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\Reelroom' /v DisplayVersion | grep -qF "$version" \
  || fail "no uninstall entry for $version"
echo "nsis-test: installed under Wine into ${app#"$home/"}, reelroom:// registered under HKCU"

# The WebView2 check (build/windows/webview2.nsh) in a probe of its own, which writes what it
# found: Wine has no WebView2; then with the Evergreen runtime's per-user registration.
cat > "$work/probe.nsi" <<NSI
Target amd64-unicode
RequestExecutionLevel user
SilentInstall silent
OutFile "$work/probe.exe"
!include "$PWD/build/windows/webview2.nsh"
Section
  Call WebView2Version
  FileOpen \$1 "\$EXEDIR\\webview2.txt" w
  FileWrite \$1 "[\$0]"
  FileClose \$1
SectionEnd
NSI
makensis -V1 "$work/probe.nsi" >&2
probe() { wine_run "$work/probe.exe" > "$work/wine.log" 2>&1; wineserver -w; cat "$work/webview2.txt"; }
[ "$(probe)" = "[]" ] || fail "the installer finds WebView2 where there is none: $(cat "$work/webview2.txt")"
"$winepath" reg add 'HKCU\Software\Microsoft\EdgeUpdate\Clients\{F3017226-FE2A-4295-8BDF-00C3A9A7E4C5}' \
  /v pv /d 131.0.2903.86 /f > /dev/null 2>&1
[ "$(probe)" = "[131.0.2903.86]" ] || fail "the installer misses a registered WebView2: $(cat "$work/webview2.txt")"
echo "nsis-test: the WebView2 check finds none under Wine, and one registered for the user"

wine_run "$app/uninstall.exe" /S > "$work/wine.log" 2>&1 || { cat "$work/wine.log" >&2; fail "the uninstaller failed"; }
wineserver -w
[ ! -e "$app" ] && [ ! -e "$start" ] || fail "files left after uninstalling"
if query 'HKCU\Software\Classes\reelroom' | grep -q .; then fail "reelroom:// still registered"; fi
if query 'HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\Reelroom' | grep -q .; then fail "uninstall entry left"; fi
echo "nsis-test: uninstalled under Wine: no files, shortcuts or registry keys left"
