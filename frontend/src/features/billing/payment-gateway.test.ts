import { afterEach, describe, expect, it, vi } from 'vitest';

const stripe = vi.hoisted(() => {
  const card = { mount: vi.fn(), destroy: vi.fn() };
  const client = {
    elements: vi.fn(() => ({ create: vi.fn(() => card) })),
    confirmCardSetup: vi.fn(),
    confirmCardPayment: vi.fn(),
  };
  return { card, client, loadStripe: vi.fn(() => Promise.resolve(client)) };
});

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));

const { stripeGateway } = await import('./payment-gateway');

afterEach(() => vi.clearAllMocks());

describe('stripeGateway', () => {
  it('loads Stripe.js with the publishable key and mounts its card element', async () => {
    const host = document.createElement('div');
    const field = await stripeGateway('pk_test_1', host);
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(stripe.card.mount).toHaveBeenCalledWith(host);
    field.destroy();
    expect(stripe.card.destroy).toHaveBeenCalled();
  });

  it('answers the confirmed SetupIntent’s payment method, or Stripe’s message', async () => {
    const field = await stripeGateway('pk_test_1', document.createElement('div'));
    stripe.client.confirmCardSetup.mockResolvedValueOnce({ setupIntent: { payment_method: 'pm_9' } });
    expect(await field.confirmSetup('seti_1')).toEqual({ paymentMethodId: 'pm_9' });
    expect(stripe.client.confirmCardSetup).toHaveBeenCalledWith('seti_1', { payment_method: { card: stripe.card } });

    stripe.client.confirmCardSetup.mockResolvedValueOnce({ error: { type: 'card_error', message: 'Your card was declined.' } });
    expect(await field.confirmSetup('seti_1')).toEqual({ error: 'Your card was declined.' });
  });

  it('confirms a payment needing 3-D Secure', async () => {
    const field = await stripeGateway('pk_test_1', document.createElement('div'));
    stripe.client.confirmCardPayment.mockResolvedValueOnce({ paymentIntent: { status: 'succeeded' } });
    expect(await field.confirmPayment('pi_1')).toEqual({});
    stripe.client.confirmCardPayment.mockResolvedValueOnce({ error: { type: 'card_error', message: 'Authentication failed.' } });
    expect(await field.confirmPayment('pi_1')).toEqual({ error: 'Authentication failed.' });
  });
});
