import { queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import type { User } from '../../types.gen';

/** GET /api/user/info: the signed-in user with the plan's videoCount and videoLimit. */
export function getUserInfo(signal?: AbortSignal): Promise<User> {
  return api.get<User>('/api/user/info', undefined, signal);
}

/** Cached for a minute: the header, the sidebar and the recorder read it together. */
export function userInfoQuery() {
  return queryOptions({
    queryKey: queryKeys.user,
    queryFn: ({ signal }) => getUserInfo(signal),
    staleTime: 60_000,
  });
}

/** The same user, always asked of the server: counts must be current before an upload. */
export function freshUserInfoQuery() {
  return queryOptions({ ...userInfoQuery(), staleTime: 0 });
}
