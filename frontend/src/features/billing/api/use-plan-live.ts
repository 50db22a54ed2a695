import { useQueryClient } from '@tanstack/react-query';

import { refreshPlanQueries } from '@/lib/api/plan-refresh';
import { usePlanChanged } from '@/lib/live';


/**
 * While mounted (once, in the signed-in layout), a plan change told on the user's topic refetches
 * the user, the plan and the capacity, so every limit (the subscribe modal, the meter, the
 * recorder's nudge) follows without a reload.
 */
export function usePlanLive(userId: number | undefined): void {
  const queryClient = useQueryClient();
  usePlanChanged(userId, () => void refreshPlanQueries(queryClient));
}
