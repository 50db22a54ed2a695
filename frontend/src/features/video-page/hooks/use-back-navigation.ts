import { useLocation, useNavigate } from 'react-router';

import { paths } from '@/config/paths';

/**
 * Spec 4: going back returns to the previous page of this app, or to / when the page was
 * opened directly (the router's first entry has the key 'default').
 */
export function useBackNavigation(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => {
    if (key === 'default') void navigate(paths.home);
    else void navigate(-1);
  };
}
