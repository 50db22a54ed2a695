import { apiRequest } from '../../client';
import type { CompleteSubscriptionRequest, CurrentPlan } from '../../types.gen';

/** POST /api/premium/plan/stripe/complete: after 3-D Secure, the server reads the subscription back from Stripe. */
export function completeSubscription(body: CompleteSubscriptionRequest): Promise<CurrentPlan> {
  return apiRequest<CurrentPlan>('POST', '/api/premium/plan/stripe/complete', { body });
}
