import { DEFAULT_AFTER_LOGIN } from '@/config/constants';

/** Desktop-app handoff parameters that travel with the login page (spec 2). */
export const HANDOFF_PARAMS = ['checkuid', 'app_info', 'requery'] as const;

interface LocationLike {
  pathname: string;
  search: string;
  hash?: string;
}

/** The login address for a visit to a protected page, keeping where to come back to. */
export function buildLoginUrl(from: LocationLike): string {
  const current = new URLSearchParams(from.search);
  const params = new URLSearchParams();
  for (const name of HANDOFF_PARAMS) {
    const value = current.get(name);
    if (value !== null) params.set(name, value);
  }
  params.set('redirect', `${from.pathname}${from.search}${from.hash ?? ''}`);
  return `/login?${params.toString()}`;
}

/** Only same-site paths are followed after login, never another origin. */
export function safeRedirect(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return DEFAULT_AFTER_LOGIN;
  }
  if (raw === '/login' || raw.startsWith('/login?')) return DEFAULT_AFTER_LOGIN;
  return raw;
}
