import { hasCode, isApiError } from '@/lib/api';
import { completeSubscription } from '@/lib/api/endpoints/premium/complete';
import { createSubscription } from '@/lib/api/endpoints/premium/create';
import { createSetupIntent } from '@/lib/api/endpoints/premium/setup-intent';
import {
  CodePaymentFailed,
  CodeThreeDSecure,
  type CreateSubscriptionResponse,
  type PlanType,
  type SubscriptionState,
} from '@/lib/api/types.gen';

import type { CardField } from '../payment-gateway';

/** Where a purchase ended: a page of /pricing-state, or a decline shown on the card step. */
export type SubscribeOutcome = { kind: 'success' | 'pending' | 'failed' } | { kind: 'declined'; message: string };

const premiumStates: readonly SubscriptionState[] = ['active', 'trial', 'privilege', 'unsubscribed'];

function outcomeOf(state: SubscriptionState): SubscribeOutcome {
  return { kind: premiumStates.includes(state) ? 'success' : 'pending' };
}

/**
 * The purchase of spec 7: a SetupIntent collects the card, create starts the subscription; a card
 * needing 3-D Secure (600001) confirms the payment with Stripe.js and then complete reads the
 * subscription back; a declined card (600002) stays on the card step with its message. The plan
 * itself is the server's word (webhooks), so anything not yet Premium is 'pending'.
 */
export async function subscribe(card: CardField, planType: PlanType): Promise<SubscribeOutcome> {
  const intent = await createSetupIntent();
  const setup = await card.confirmSetup(intent.client_secret);
  if ('error' in setup) return { kind: 'declined', message: setup.error };
  let created: CreateSubscriptionResponse;
  try {
    created = await createSubscription({ plan_type: planType, payment_method_id: setup.paymentMethodId });
  } catch (error) {
    if (hasCode(error, CodePaymentFailed)) return { kind: 'declined', message: isApiError(error) ? error.message : '' };
    if (!hasCode(error, CodeThreeDSecure) || !isApiError(error)) throw error;
    const action = error.data as CreateSubscriptionResponse;
    const confirmed = await card.confirmPayment(action.client_secret ?? '');
    if (confirmed.error) return { kind: 'failed' };
    const plan = await completeSubscription({ subscription_id: action.subscription_id });
    return outcomeOf(plan.state);
  }
  return outcomeOf(created.state);
}
