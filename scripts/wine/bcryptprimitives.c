/*
 * Test support for running the Windows build under Wine 8, never shipped.
 * Go programs for Windows (Go 1.22 and later) take their random numbers from
 * ProcessPrng in bcryptprimitives.dll, which Wine 8 does not have; this DLL
 * gives that one function, answered by BCryptGenRandom (which Wine has).
 * Built by scripts/windows-ffmpeg.sh --wine-shim.
 */
#include <windows.h>
#include <bcrypt.h>

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
	while (len > 0) {
		ULONG n = len > 0x40000000 ? 0x40000000 : (ULONG)len;
		if (BCryptGenRandom(NULL, data, n, BCRYPT_USE_SYSTEM_PREFERRED_RNG) != 0)
			return FALSE;
		data += n;
		len -= n;
	}
	return TRUE;
}
