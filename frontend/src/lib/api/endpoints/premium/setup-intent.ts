import { api } from '../../client';
import type { SetupIntentResponse } from '../../types.gen';

/** GET /api/payment/stripe/setup_intents: a SetupIntent of the caller's own customer, for Stripe.js. */
export function createSetupIntent(): Promise<SetupIntentResponse> {
  return api.get<SetupIntentResponse>('/api/payment/stripe/setup_intents');
}
