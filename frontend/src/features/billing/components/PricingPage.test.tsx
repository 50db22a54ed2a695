import { afterEach, describe, expect, it, vi } from 'vitest';

import { CodePaymentFailed, CodeThreeDSecure } from '@/lib/api/types.gen';
import { clearTokens, saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch, type Call } from '@/testing/fetch-mock';
import { configure, render, screen, waitFor, within } from '@/testing/render';
import { userFixture } from '@/testing/user-fixture';

import { PricingPage } from './PricingPage';
import { PaymentGatewayContext, type PaymentGateway } from '../payment-gateway';
import { currentFixture, fakeGateway, paidMonthly, plansFixture } from '../testing/fixtures';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  clearTokens('signout');
});

type Answer = (call: Call) => Response | undefined;

function server(options: { plans?: ReturnType<typeof plansFixture>; current?: ReturnType<typeof currentFixture>; answer?: Answer } = {}) {
  return mockFetch((call) => {
    const special = options.answer?.(call);
    if (special) return special;
    if (call.url === '/api/premium/plans') return envelope(options.plans ?? plansFixture());
    if (call.url === '/api/premium/current') return envelope(options.current ?? currentFixture());
    if (call.url === '/api/user/info') return envelope(userFixture());
    if (call.url === '/api/payment/stripe/setup_intents') return envelope({ client_secret: 'seti_secret', publishable_key: 'pk_test_123' });
    return envelope(null, 404001, 'not found', 404);
  });
}

function renderPricing(gateway?: PaymentGateway) {
  const ui = gateway ? (
    <PaymentGatewayContext value={gateway}>
      <PricingPage />
    </PaymentGatewayContext>
  ) : (
    <PricingPage />
  );
  return render(ui, { route: '/pricing', path: '/pricing' });
}

describe('PricingPage', () => {
  it('shows Basic against Premium in USD, yearly with the percent saved, monthly on the switch', async () => {
    server();
    const { user } = renderPricing();
    expect(await screen.findByTestId('premium-price')).toHaveTextContent('$8.00 / month');
    expect(screen.getByText('$96.00 billed once a year')).toBeInTheDocument();
    expect(screen.getByText('Yearly · save 20%')).toBeInTheDocument();
    const premium = screen.getByTestId('plan-premium');
    for (const feature of ['Unlimited videos', 'Unlimited recording time', '4K recording', 'MP4 download', 'Full annotation tools']) {
      expect(within(premium).getByText(feature)).toBeInTheDocument();
    }
    expect(within(screen.getByTestId('plan-basic')).getByText('Up to 30 cloud videos')).toBeInTheDocument();
    await user.click(screen.getByText('Monthly'));
    expect(screen.getByTestId('premium-price')).toHaveTextContent('$10.00 / month');
    // Signed out: sign in first.
    expect(within(premium).getByRole('link', { name: 'Sign in to subscribe' })).toBeInTheDocument();
  });

  it('says Premium comes from the operator, with no way to buy, when billing is off', async () => {
    saveTokens({ token: 'access', refresh_token: 'refresh' });
    server({ plans: plansFixture({ billing_enabled: false, publishable_key: undefined }) });
    renderPricing();
    expect(await screen.findByTestId('billing-off')).toHaveTextContent('Its operator gives Premium');
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    // No prices for what is not sold.
    expect(within(screen.getByTestId('plan-premium')).getByText('Not sold on this server')).toBeInTheDocument();
    expect(screen.queryByTestId('premium-price')).not.toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('plan-basic')).getByTestId('current-plan')).toBeInTheDocument());
  });

  it('marks a Premium plan as the current one and leads to billing', async () => {
    saveTokens({ token: 'access', refresh_token: 'refresh' });
    server({ current: paidMonthly() });
    renderPricing();
    await waitFor(() => expect(within(screen.getByTestId('plan-premium')).getByTestId('current-plan')).toBeInTheDocument());
    expect(within(screen.getByTestId('plan-premium')).getByRole('link', { name: 'Manage billing' })).toHaveAttribute('href', '/menu/billing');
    expect(within(screen.getByTestId('plan-basic')).queryByTestId('current-plan')).not.toBeInTheDocument();
  });

  it('subscribes: SetupIntent, the card confirmed by Stripe.js, create, then the return page', async () => {
    saveTokens({ token: 'access', refresh_token: 'refresh' });
    const { calls } = server({
      answer: (call) =>
        call.url === '/api/premium/plan/stripe/create' ? envelope({ subscription_id: 'sub_1', state: 'active' }) : undefined,
    });
    const { gateway, card } = fakeGateway();
    const { user } = renderPricing(gateway);
    await user.click(await screen.findByTestId('subscribe'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('$96.00 each year');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Subscribe' })).toBeEnabled());
    expect(gateway).toHaveBeenCalledWith('pk_test_123', expect.any(HTMLElement));
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/pricing-state?state=success'));
    expect(card.confirmSetup).toHaveBeenCalledWith('seti_secret');
    expect(calls.find((call) => call.url === '/api/premium/plan/stripe/create')?.body).toEqual({
      plan_type: 'professional_yearly',
      payment_method_id: 'pm_1',
    });
  });

  it('confirms a 3-D Secure payment, then completes', async () => {
    saveTokens({ token: 'access', refresh_token: 'refresh' });
    const { calls } = server({
      answer: (call) => {
        if (call.url === '/api/premium/plan/stripe/create') {
          return envelope({ subscription_id: 'sub_3ds', state: 'incomplete', client_secret: 'pi_secret' }, CodeThreeDSecure, 'authenticate', 402);
        }
        if (call.url === '/api/premium/plan/stripe/complete') return envelope(currentFixture({ planType: 'professional_yearly', state: 'incomplete' }));
        return undefined;
      },
    });
    const { gateway, card } = fakeGateway();
    const { user } = renderPricing(gateway);
    await user.click(await screen.findByTestId('subscribe'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Subscribe' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));

    // Not Premium yet in the server's word: the return page waits for the webhook.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/pricing-state?state=pending'));
    expect(card.confirmPayment).toHaveBeenCalledWith('pi_secret');
    expect(calls.find((call) => call.url === '/api/premium/plan/stripe/complete')?.body).toEqual({ subscription_id: 'sub_3ds' });
  });

  it('shows a declined card on the card step', async () => {
    saveTokens({ token: 'access', refresh_token: 'refresh' });
    server({
      answer: (call) =>
        call.url === '/api/premium/plan/stripe/create' ? envelope(null, CodePaymentFailed, 'Your card was declined.', 402) : undefined,
    });
    const { gateway } = fakeGateway();
    const { user } = renderPricing(gateway);
    await user.click(await screen.findByTestId('subscribe'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Subscribe' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByTestId('card-problem')).toHaveTextContent('The card was declined: Your card was declined.');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('sends a failed 3-D Secure check to the failed page', async () => {
    saveTokens({ token: 'access', refresh_token: 'refresh' });
    server({
      answer: (call) =>
        call.url === '/api/premium/plan/stripe/create'
          ? envelope({ subscription_id: 'sub_3ds', state: 'incomplete', client_secret: 'pi_secret' }, CodeThreeDSecure, '', 402)
          : undefined,
    });
    const { gateway } = fakeGateway({ payment: { error: 'authentication failed' } });
    const { user } = renderPricing(gateway);
    await user.click(await screen.findByTestId('subscribe'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Subscribe' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/pricing-state?state=failed'));
  });
});
