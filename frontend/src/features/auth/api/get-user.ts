import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, queryKeys } from '@/lib/api';
import type { User } from '@/lib/api/types.gen';
import { useIsSignedIn } from '@/lib/auth/use-session';

export function getUser(signal?: AbortSignal): Promise<User> {
  return api.get<User>('/api/user/info', undefined, signal);
}

export function userQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.user,
    queryFn: ({ signal }) => getUser(signal),
    staleTime: 60_000,
  });
}

export function useUser() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...userQueryOptions(), enabled: signedIn });
}
