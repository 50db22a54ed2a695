; The Windows installer of the desktop recorder (NSIS 3, Debian's `nsis`).
; Built by scripts/build-nsis.sh:
;   makensis -DVERSION=0.0.1 -DEXE=reelroom-desktop.exe -DICON=reelroom.ico -DOUTFILE=out.exe [-DCOMPRESSOR=zlib] installer.nsi
;
; Per user, no administrator: the app goes to %LOCALAPPDATA%\Programs\Reelroom,
; reelroom:// links are registered under HKCU\Software\Classes, the Start menu
; gets the app and its uninstaller, and Windows' "Installed apps" lists it.
; The app's window is WebView2: the installer checks for the Evergreen runtime
; and, when it is missing, says where to get it.

; 64-bit, like the app: it runs where the app does (and under Debian's wine64).
Target amd64-unicode
ManifestDPIAware true
RequestExecutionLevel user
!ifdef COMPRESSOR
  SetCompressor ${COMPRESSOR}
!else
  SetCompressor /SOLID lzma
!endif

!ifndef VERSION | EXE | ICON | OUTFILE
  !error "define VERSION, EXE, ICON and OUTFILE (see scripts/build-nsis.sh)"
!endif

!define PRODUCT "Reelroom"
!define PUBLISHER "Reelroom"
!define APPEXE "reelroom-desktop.exe"
!define SCHEME "reelroom"
; The app's autostart registration (desktop/internal/autostart.ID).
!define AUTOSTART_ID "app.reelroom.desktop"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${PRODUCT}"
!define CLASSES_KEY "Software\Classes\${SCHEME}"
!include "webview2.nsh"
!define WEBVIEW2_DOWNLOAD "https://go.microsoft.com/fwlink/p/?LinkId=2124703"

Name "${PRODUCT}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${PRODUCT}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "${PRODUCT} ${VERSION}"

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=1033 "ProductName" "${PRODUCT}"
VIAddVersionKey /LANG=1033 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1033 "FileDescription" "${PRODUCT} installer"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "${PUBLISHER}"

!include "MUI2.nsh"
!include "LogicLib.nsh"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${APPEXE}"

!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The installer speaks the app's languages, English and Simplified Chinese,
; picked from Windows' display language.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "SimpChinese"

LangString NoWebView2 ${LANG_ENGLISH} "Reelroom shows its window with the Microsoft Edge WebView2 Runtime, which is not installed on this computer.$\r$\n$\r$\nGet it free from Microsoft at ${WEBVIEW2_DOWNLOAD} (choose the Evergreen Bootstrapper), then start Reelroom.$\r$\n$\r$\nOpen that page now?"
LangString NoWebView2 ${LANG_SIMPCHINESE} "Reelroom 需要 Microsoft Edge WebView2 运行时来显示窗口，但这台电脑尚未安装。$\r$\n$\r$\n请从微软免费获取：${WEBVIEW2_DOWNLOAD}（选择 Evergreen Bootstrapper），安装后再启动 Reelroom。$\r$\n$\r$\n现在打开该页面吗？"
LangString ShortcutUninstall ${LANG_ENGLISH} "Uninstall Reelroom"
LangString ShortcutUninstall ${LANG_SIMPCHINESE} "卸载 Reelroom"
LangString SchemeName ${LANG_ENGLISH} "URL:Reelroom sign-in link"
LangString SchemeName ${LANG_SIMPCHINESE} "URL:Reelroom 登录链接"

Function .onInit
  SetShellVarContext current
FunctionEnd

Function un.onInit
  SetShellVarContext current
FunctionEnd


Section "Reelroom" SecApp
  SectionIn RO
  SetOutPath "$INSTDIR"
  File "/oname=${APPEXE}" "${EXE}"
  ; DLLs the build put beside the program, when it has any (scripts/build-nsis.sh).
  !ifdef DLLDIR
    File "${DLLDIR}\*.dll"
  !endif
  File "/oname=reelroom.ico" "${ICON}"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  ; reelroom:// opens the app with the link as its only argument.
  WriteRegStr HKCU "${CLASSES_KEY}" "" "$(SchemeName)"
  WriteRegStr HKCU "${CLASSES_KEY}" "URL Protocol" ""
  WriteRegStr HKCU "${CLASSES_KEY}\DefaultIcon" "" "$INSTDIR\${APPEXE},0"
  WriteRegStr HKCU "${CLASSES_KEY}\shell\open\command" "" '"$INSTDIR\${APPEXE}" "%1"'

  CreateDirectory "$SMPROGRAMS\${PRODUCT}"
  CreateShortcut "$SMPROGRAMS\${PRODUCT}\${PRODUCT}.lnk" "$INSTDIR\${APPEXE}" "" "$INSTDIR\reelroom.ico" 0
  CreateShortcut "$SMPROGRAMS\${PRODUCT}\$(ShortcutUninstall).lnk" "$INSTDIR\uninstall.exe" "" "$INSTDIR\reelroom.ico" 0

  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${PRODUCT}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\reelroom.ico"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1

  Call WebView2Version
  ${If} $0 == ""
    DetailPrint "Microsoft Edge WebView2 Runtime: not installed (${WEBVIEW2_DOWNLOAD})"
    MessageBox MB_YESNO|MB_ICONEXCLAMATION "$(NoWebView2)" /SD IDNO IDNO webview2done
      ExecShell "open" "${WEBVIEW2_DOWNLOAD}"
    webview2done:
  ${Else}
    DetailPrint "Microsoft Edge WebView2 Runtime: $0"
  ${EndIf}
SectionEnd

Section "Uninstall"
  ; A running app would keep its file: ask it to quit first.
  nsExec::Exec 'taskkill /IM "${APPEXE}" /F'
  Pop $0
  Delete "$INSTDIR\${APPEXE}"
  Delete "$INSTDIR\*.dll"
  Delete "$INSTDIR\reelroom.ico"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  ; The Start menu folder is the installer's own (its shortcuts' names depend
  ; on the language it ran in).
  RMDir /r "$SMPROGRAMS\${PRODUCT}"
  DeleteRegKey HKCU "${CLASSES_KEY}"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  ; Start at login, when the app's settings turned it on.
  DeleteRegValue HKCU "Software\Microsoft\Windows\CurrentVersion\Run" "${AUTOSTART_ID}"
SectionEnd
