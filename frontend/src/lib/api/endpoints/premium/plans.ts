import { queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import type { PlansResponse } from '../../types.gen';

/** GET /api/premium/plans (no sign-in): the plans in USD cents, whether billing is on and Stripe's key. */
export function getPlans(signal?: AbortSignal): Promise<PlansResponse> {
  return api.get<PlansResponse>('/api/premium/plans', undefined, signal);
}

export function plansQuery() {
  return queryOptions({ queryKey: queryKeys.premium.plans, queryFn: ({ signal }) => getPlans(signal), staleTime: 5 * 60_000 });
}
