import { queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import type { OldUserPrivilegeCheck } from '../../types.gen';

/** GET /api/activity/old-user-privilege/check: whether the caller may claim the old-user privilege. */
export function getOldUserPrivilege(signal?: AbortSignal): Promise<OldUserPrivilegeCheck> {
  return api.get<OldUserPrivilegeCheck>('/api/activity/old-user-privilege/check', undefined, signal);
}

export function oldUserPrivilegeQuery() {
  return queryOptions({
    queryKey: queryKeys.activity.oldUserPrivilege,
    queryFn: ({ signal }) => getOldUserPrivilege(signal),
    staleTime: 5 * 60_000,
  });
}
