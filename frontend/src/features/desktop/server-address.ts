/** Why a server address is refused, as a key under desktop.settings.errors. */
export type ServerAddressProblem = 'serverRequired' | 'invalid_server';

/**
 * Checks a server address as the desktop app does (desktop/internal/settings): http or https,
 * a host, no user, query or fragment. Returns it without trailing slashes, or the problem.
 */
export function checkServerAddress(raw: string): { server: string } | { problem: ServerAddressProblem } {
  const value = raw.trim();
  if (!value) return { problem: 'serverRequired' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: 'invalid_server' };
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    !url.host ||
    url.username ||
    url.password ||
    value.includes('?') ||
    value.includes('#')
  ) {
    return { problem: 'invalid_server' };
  }
  return { server: `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}` };
}
