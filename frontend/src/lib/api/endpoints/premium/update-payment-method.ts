import { apiRequest } from '../../client';
import type { BillingData, UpdatePaymentMethodRequest } from '../../types.gen';

/** PUT /api/premium/plan/stripe/update_payment_method: the card a confirmed SetupIntent collected pays from now on. */
export function updatePaymentMethod(body: UpdatePaymentMethodRequest): Promise<BillingData> {
  return apiRequest<BillingData>('PUT', '/api/premium/plan/stripe/update_payment_method', { body });
}
