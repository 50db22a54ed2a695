import { EventPlanChanged, type PlanChangedEvent } from '@/lib/api/types.gen';

import { useLiveTopic } from './use-live-topic';

/**
 * Calls onChanged when the signed-in user's plan or entitlements change (a payment, a webhook, a
 * cancel, an expiry, an operator's grant, a reward), as their topic "user:{id}" says. onResync runs
 * after a reconnect, when an event may have been missed. Nothing while userId is unknown.
 */
export function usePlanChanged(
  userId: number | undefined,
  onChanged: (event: PlanChangedEvent | null) => void,
): void {
  useLiveTopic(userId ? `user:${userId}` : null, {
    onEvent: (event) => {
      if (event.type === EventPlanChanged) onChanged(event.data as PlanChangedEvent);
    },
    onResync: () => onChanged(null),
  });
}
