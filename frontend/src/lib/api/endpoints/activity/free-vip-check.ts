import { queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import type { FreeVipCheck } from '../../types.gen';

/** GET /api/activity/free-vip/check: whether the gift month is offered to the caller. */
export function getFreeVipCheck(signal?: AbortSignal): Promise<FreeVipCheck> {
  return api.get<FreeVipCheck>('/api/activity/free-vip/check', undefined, signal);
}

export function freeVipCheckQuery() {
  return queryOptions({ queryKey: queryKeys.activity.freeVip, queryFn: ({ signal }) => getFreeVipCheck(signal) });
}
