import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';

import { EXPIRED_REDIRECT_DELAY_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { buildLoginUrl } from '@/lib/auth/login-url';
import { useSessionState } from '@/lib/auth/use-session';

/**
 * Protected routes (spec 2): without a token go to login at once, keeping the address
 * to come back to (not after signing out); when the login has just expired, stay a
 * second so the notice can be read, then go (spec 4 and 8).
 */
export function RequireAuth() {
  const { session, endedBy } = useSessionState();
  const location = useLocation();
  const navigate = useNavigate();
  const expired = !session && endedBy === 'expired';

  useEffect(() => {
    if (!expired) return;
    const timer = window.setTimeout(
      () => void navigate(buildLoginUrl(location), { replace: true }),
      EXPIRED_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [expired, location, navigate]);

  if (!session && endedBy === 'signout') return <Navigate to={paths.login} replace />;
  if (!session && !expired) return <Navigate to={buildLoginUrl(location)} replace />;
  return <Outlet />;
}
