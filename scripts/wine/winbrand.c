/*
 * Test support for running the Windows build under Wine 8, never shipped.
 * Wails asks winbrand.dll for the Windows edition's name at start; Wine 8
 * has no winbrand.dll. This one names the edition "Windows (Wine)".
 * Built by scripts/windows-ffmpeg.sh --wine-shim.
 */
#include <windows.h>
#include <string.h>

__declspec(dllexport) LPWSTR WINAPI BrandingFormatString(LPCWSTR format)
{
	static const WCHAR name[] = L"Windows (Wine)";
	LPWSTR out;
	(void)format;
	out = (LPWSTR)GlobalAlloc(GMEM_FIXED, sizeof(name));
	if (out != NULL)
		memcpy(out, name, sizeof(name));
	return out;
}
