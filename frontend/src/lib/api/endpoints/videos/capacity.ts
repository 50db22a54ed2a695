import { queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import type { Capacity } from '../../types.gen';

/** GET /api/video/capacity: videos holding a place (trash and failed ones do not) and the plan's limit. */
export function getCapacity(signal?: AbortSignal): Promise<Capacity> {
  return api.get<Capacity>('/api/video/capacity', undefined, signal);
}

export function capacityQuery() {
  return queryOptions({
    queryKey: [...queryKeys.videos.all, 'capacity'] as const,
    queryFn: ({ signal }) => getCapacity(signal),
    staleTime: 30_000,
  });
}
