/** Safari's permission settings live elsewhere than Chrome's and Edge's (spec 8). */
export function isSafari(userAgent: string): boolean {
  return /Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|CriOS\/|Edg\/|OPR\/|Android/.test(userAgent);
}

/** macOS asks for its own screen-recording permission on top of the browser's. */
export function isMac(userAgent: string): boolean {
  return /Macintosh|Mac OS X/.test(userAgent);
}
