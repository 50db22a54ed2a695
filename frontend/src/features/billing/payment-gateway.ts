import { loadStripe } from '@stripe/stripe-js/pure';
import { createContext, useContext } from 'react';

/** A card field on the page, and the two Stripe.js confirmations the purchase needs. */
export interface CardField {
  /** Confirms a SetupIntent with the card typed: the payment method's id, or Stripe's message. */
  confirmSetup(clientSecret: string): Promise<{ paymentMethodId: string } | { error: string }>;
  /** Confirms a payment that needs action (3-D Secure): nothing, or Stripe's message. */
  confirmPayment(clientSecret: string): Promise<{ error?: string }>;
  destroy(): void;
}

/** Mounts a card field into element, with Stripe's publishable key. */
export type PaymentGateway = (publishableKey: string, element: HTMLElement) => Promise<CardField>;

/**
 * Stripe.js itself (loaded from js.stripe.com on first use, through the pure entry so that merely
 * importing it loads nothing) and its Card element: one element is all the card step needs, so
 * the React wrapper would add a dependency for no gain.
 */
export const stripeGateway: PaymentGateway = async (publishableKey, element) => {
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js did not load');
  const card = stripe.elements().create('card', { hidePostalCode: true });
  card.mount(element);
  return {
    async confirmSetup(clientSecret) {
      const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
      if (result.error) return { error: result.error.message ?? result.error.type };
      const method = result.setupIntent.payment_method;
      if (!method) return { error: 'no payment method' };
      return { paymentMethodId: typeof method === 'string' ? method : method.id };
    },
    async confirmPayment(clientSecret) {
      const result = await stripe.confirmCardPayment(clientSecret);
      return result.error ? { error: result.error.message ?? result.error.type } : {};
    },
    destroy: () => card.destroy(),
  };
};

export const PaymentGatewayContext = createContext<PaymentGateway>(stripeGateway);

export function usePaymentGateway(): PaymentGateway {
  return useContext(PaymentGatewayContext);
}
