import { queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import type { BillingData } from '../../types.gen';

/** GET /api/premium/plan/billing: the card on file. */
export function getBilling(signal?: AbortSignal): Promise<BillingData> {
  return api.get<BillingData>('/api/premium/plan/billing', undefined, signal);
}

export function billingQuery() {
  return queryOptions({ queryKey: queryKeys.premium.billing, queryFn: ({ signal }) => getBilling(signal) });
}
