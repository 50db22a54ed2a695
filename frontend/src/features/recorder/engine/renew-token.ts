import { getUserInfo } from '@/lib/api/endpoints/user/info';
import { getAccessToken } from '@/lib/auth/token-store';

/**
 * After a 401 sent with `sentToken`: true when a newer access token is there to retry with.
 * Another request may already have refreshed it; otherwise any API call refreshes it (the
 * API client renews an outdated login once, shared by concurrent callers).
 */
export async function renewAccessToken(sentToken: string | null): Promise<boolean> {
  const fresher = () => {
    const current = getAccessToken();
    return current !== null && current !== sentToken;
  };
  if (fresher()) return true;
  try {
    await getUserInfo();
  } catch {
    // A failed refresh leaves the old token; the caller retries later.
  }
  return fresher();
}
