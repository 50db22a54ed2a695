import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, queryKeys } from '@/lib/api';
import type { HandoffInfo } from '@/lib/api/types.gen';
import { useIsSignedIn } from '@/lib/auth/use-session';

export function getHandoffInfo(checkuid: string, signal?: AbortSignal): Promise<HandoffInfo> {
  return api.get<HandoffInfo>('/api/auth/handoff/info', { checkuid }, signal);
}

export function handoffInfoQueryOptions(checkuid: string) {
  return queryOptions({
    queryKey: queryKeys.handoff(checkuid),
    queryFn: ({ signal }) => getHandoffInfo(checkuid, signal),
    retry: false,
    meta: { handledCodes: 'all' },
  });
}

/** Which app, from where, asks to be signed in: the server's record of the app's request. */
export function useHandoffInfo(checkuid: string) {
  const signedIn = useIsSignedIn();
  return useQuery({ ...handoffInfoQueryOptions(checkuid), enabled: signedIn });
}
