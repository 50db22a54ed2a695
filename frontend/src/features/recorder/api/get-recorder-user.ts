import { useQuery } from '@tanstack/react-query';

import { api, queryKeys } from '@/lib/api';
import type { User } from '@/lib/api/types.gen';
import { useIsSignedIn } from '@/lib/auth/use-session';

/** GET /api/user/info, read for isVip, videoCount and videoLimit before recording. */
export function getRecorderUser(signal?: AbortSignal): Promise<User> {
  return api.get<User>('/api/user/info', undefined, signal);
}

export function useRecorderUser() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: queryKeys.user,
    queryFn: ({ signal }) => getRecorderUser(signal),
    staleTime: 60_000,
    enabled: signedIn,
  });
}
