; Whether the WebView2 Evergreen runtime, which the app's window needs, is
; installed: its version ("pv") is under EdgeUpdate\Clients\{its client ID}
; per machine (WOW6432Node on 64-bit Windows) or per user. Included by
; installer.nsi; scripts/nsis-test.sh tries it under Wine with and without.

!include "LogicLib.nsh"

!define WEBVIEW2_CLIENT "{F3017226-FE2A-4295-8BDF-00C3A9A7E4C5}"

; $0 = the WebView2 runtime's version, "" when it is not installed.
Function WebView2Version
  ReadRegStr $0 HKLM "SOFTWARE\WOW6432Node\Microsoft\EdgeUpdate\Clients\${WEBVIEW2_CLIENT}" "pv"
  ${If} $0 == ""
  ${OrIf} $0 == "0.0.0.0"
    ReadRegStr $0 HKLM "SOFTWARE\Microsoft\EdgeUpdate\Clients\${WEBVIEW2_CLIENT}" "pv"
  ${EndIf}
  ${If} $0 == ""
  ${OrIf} $0 == "0.0.0.0"
    ReadRegStr $0 HKCU "Software\Microsoft\EdgeUpdate\Clients\${WEBVIEW2_CLIENT}" "pv"
  ${EndIf}
  ${If} $0 == "0.0.0.0"
    StrCpy $0 ""
  ${EndIf}
FunctionEnd
