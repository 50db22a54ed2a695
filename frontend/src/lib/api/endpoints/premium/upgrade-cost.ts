import { queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import type { UpgradeCost } from '../../types.gen';

/** GET /api/premium/plan/stripe/calc_upgrade_cost: what moving to yearly costs today (Stripe's proration). */
export function getUpgradeCost(signal?: AbortSignal): Promise<UpgradeCost> {
  return api.get<UpgradeCost>('/api/premium/plan/stripe/calc_upgrade_cost', undefined, signal);
}

/** Asked fresh each time: the proration changes by the day. */
export function upgradeCostQuery() {
  return queryOptions({ queryKey: queryKeys.premium.upgradeCost, queryFn: ({ signal }) => getUpgradeCost(signal), staleTime: 0 });
}
