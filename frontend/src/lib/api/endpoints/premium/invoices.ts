import { queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import type { Invoice } from '../../types.gen';

/** GET /api/premium/plan/invoices: the caller's invoices, newest first, with their PDF links. */
export function getInvoices(signal?: AbortSignal): Promise<Invoice[]> {
  return api.get<Invoice[] | null>('/api/premium/plan/invoices', undefined, signal).then((rows) => rows ?? []);
}

export function invoicesQuery() {
  return queryOptions({ queryKey: queryKeys.premium.invoices, queryFn: ({ signal }) => getInvoices(signal) });
}
