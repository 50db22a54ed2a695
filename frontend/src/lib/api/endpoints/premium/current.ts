import { queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import type { CurrentPlan } from '../../types.gen';

/** GET /api/premium/current: the caller's plan now, its state, dates and entitlements. */
export function getCurrentPlan(signal?: AbortSignal): Promise<CurrentPlan> {
  return api.get<CurrentPlan>('/api/premium/current', undefined, signal);
}

export function currentPlanQuery() {
  return queryOptions({ queryKey: queryKeys.premium.current, queryFn: ({ signal }) => getCurrentPlan(signal), staleTime: 30_000 });
}
