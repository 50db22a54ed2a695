import type { QueryClient } from '@tanstack/react-query';

import { capacityQuery } from './endpoints/videos/capacity';
import { queryKeys } from './query-keys';

/**
 * Refetches everything a plan change makes stale: the user (isVip, videoLimit, entitlements), the
 * plan and its billing, the video capacity (the meter and the limit checks), and the activity
 * offers (the gift month, the old-user privilege).
 */
export function refreshPlanQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.user }),
    queryClient.invalidateQueries({ queryKey: queryKeys.premium.all }),
    queryClient.invalidateQueries({ queryKey: capacityQuery().queryKey }),
    queryClient.invalidateQueries({ queryKey: queryKeys.activity.all }),
  ]);
}
