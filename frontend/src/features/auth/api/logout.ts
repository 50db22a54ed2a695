import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api';
import { clearTokens } from '@/lib/auth/token-store';
import { getPlatform } from '@/lib/platform';

export function logout(): Promise<null> {
  return api.post<null>('/api/auth/logout');
}

/** Revokes the tokens on the server; the local session ends even if that call fails. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    meta: { handledCodes: 'all' },
    onSettled: () => {
      clearTokens('signout');
      // In the desktop app, the app's own sign-in (tray, uploads) ends with the page's.
      getPlatform().desktop?.signedOut();
      queryClient.removeQueries();
    },
  });
}
