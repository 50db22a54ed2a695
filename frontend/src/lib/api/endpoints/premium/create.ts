import { apiRequest } from '../../client';
import type { CreateSubscriptionRequest, CreateSubscriptionResponse } from '../../types.gen';

/**
 * POST /api/premium/plan/stripe/create. A card needing 3-D Secure answers CodeThreeDSecure with a
 * CreateSubscriptionResponse as the error's data; a declined card answers CodePaymentFailed.
 */
export function createSubscription(body: CreateSubscriptionRequest): Promise<CreateSubscriptionResponse> {
  return apiRequest<CreateSubscriptionResponse>('POST', '/api/premium/plan/stripe/create', { body });
}
