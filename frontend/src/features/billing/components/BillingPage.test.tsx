import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch, type Call } from '@/testing/fetch-mock';
import { configure, render, screen, waitFor, within } from '@/testing/render';
import { premiumEntitlements } from '@/testing/user-fixture';

import { BillingPage } from './BillingPage';
import { PaymentGatewayContext } from '../payment-gateway';
import { currentFixture, fakeGateway, paidMonthly } from '../testing/fixtures';

configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));
afterEach(() => vi.unstubAllGlobals());

const invoice = {
  id: 'in_1',
  number: 'RR-0001',
  amount: 1000,
  currency: 'usd',
  status: 'paid',
  created: Date.UTC(2026, 10, 25) / 1000,
  pdf_url: 'https://pay.stripe.com/invoice/in_1/pdf',
};
const card = { has_payment_method: true, brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030, email: 'ann@example.com' };

function server(current: ReturnType<typeof currentFixture>, answer?: (call: Call) => Response | undefined) {
  let plan = current;
  return mockFetch((call) => {
    const special = answer?.(call);
    if (special) return special;
    switch (`${call.method} ${call.url}`) {
      case 'GET /api/premium/current':
        return envelope(plan);
      case 'GET /api/premium/plan/invoices':
        return envelope([invoice]);
      case 'GET /api/premium/plan/billing':
        return envelope(card);
      case 'DELETE /api/premium/plan/cancel':
        plan = { ...plan, state: 'unsubscribed', isUnSubscrib: true, permission: { can_billing: true, can_cancel: false } };
        return envelope(plan);
      case 'PUT /api/premium/plan/stripe/renew':
        plan = paidMonthly();
        return envelope(plan);
      case 'GET /api/premium/plan/stripe/calc_upgrade_cost':
        return envelope({ amount: 8900, currency: 'usd', credit: 700 });
      case 'PUT /api/premium/plan/upgrade':
        plan = paidMonthly({ planType: 'professional_yearly', upgrade_available: false });
        return envelope(plan);
      case 'GET /api/payment/stripe/setup_intents':
        return envelope({ client_secret: 'seti_2', publishable_key: 'pk_test_9' });
      case 'PUT /api/premium/plan/stripe/update_payment_method':
        return envelope({ ...card, brand: 'mastercard', last4: '4444' });
      default:
        return envelope(null, 404001, 'not found', 404);
    }
  });
}

describe('BillingPage', () => {
  it('shows a renewing monthly plan with its date, card, invoices with PDF links and the refund terms', async () => {
    server(paidMonthly());
    render(<BillingPage />);
    expect(await screen.findByTestId('plan-name')).toHaveTextContent('Premium, monthly');
    expect(screen.getByTestId('plan-state')).toHaveTextContent('Active');
    expect(screen.getByTestId('plan-renews')).toHaveTextContent('Renews on Dec 25, 2026');
    expect(await screen.findByTestId('card-on-file')).toHaveTextContent('VISA ending in 4242, expires 04/2030');
    const invoices = await screen.findByTestId('invoices');
    expect(within(invoices).getByText('$10.00')).toBeInTheDocument();
    expect(within(invoices).getByRole('link', { name: 'PDF' })).toHaveAttribute('href', invoice.pdf_url);
    const refund = screen.getByTestId('refund');
    expect(refund).toHaveTextContent('Yearly plan: ask for a refund by e-mail within 14 days of the charge.');
    expect(refund).toHaveTextContent('Monthly plan: not refundable');
    expect(refund).toHaveTextContent('2 to 7 business days');
  });

  it('cancels after a confirmation: unsubscribed but not expired, then renews', async () => {
    const { calls } = server(paidMonthly());
    const { user } = render(<BillingPage />);
    await user.click(await screen.findByTestId('cancel'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Premium lasts until Dec 25, 2026');
    await user.click(screen.getByTestId('cancel-confirm'));
    await waitFor(() => expect(screen.getByTestId('plan-state')).toHaveTextContent('Cancelled'));
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/premium/plan/cancel')).toBe(true);
    expect(screen.getByTestId('plan-ends')).toHaveTextContent('Premium until Dec 25, 2026, then Basic');
    expect(screen.getByText(/has not expired/)).toBeInTheDocument();
    expect(screen.queryByTestId('cancel')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('renew'));
    await waitFor(() => expect(screen.getByTestId('plan-state')).toHaveTextContent('Active'));
    expect(calls.some((call) => call.method === 'PUT' && call.url === '/api/premium/plan/stripe/renew')).toBe(true);
  });

  it('shows the prorated cost before moving from monthly to yearly', async () => {
    const { calls } = server(paidMonthly());
    const { user } = render(<BillingPage />);
    await user.click(await screen.findByTestId('upgrade'));
    expect(await screen.findByTestId('upgrade-cost')).toHaveTextContent('Due today: $89.00');
    expect(screen.getByText(/credit of \$7\.00/)).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/premium/plan/upgrade')).toBe(false);
    await user.click(screen.getByTestId('upgrade-confirm'));
    await waitFor(() => expect(screen.getByTestId('plan-name')).toHaveTextContent('Premium, yearly'));
    expect(calls.some((call) => call.method === 'PUT' && call.url === '/api/premium/plan/upgrade')).toBe(true);
    expect(screen.queryByTestId('upgrade')).not.toBeInTheDocument();
  });

  it('changes the card through a SetupIntent', async () => {
    const { calls } = server(paidMonthly());
    const { gateway, card: field } = fakeGateway({ setup: { paymentMethodId: 'pm_new' } });
    const { user } = render(
      <PaymentGatewayContext value={gateway}>
        <BillingPage />
      </PaymentGatewayContext>,
    );
    await user.click(await screen.findByTestId('update-card'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save card' })).toBeEnabled());
    expect(gateway).toHaveBeenCalledWith('pk_test_9', expect.any(HTMLElement));
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(screen.getByTestId('card-on-file')).toHaveTextContent('MASTERCARD ending in 4444'));
    expect(field.confirmSetup).toHaveBeenCalledWith('seti_2');
    expect(calls.find((call) => call.url === '/api/premium/plan/stripe/update_payment_method')?.body).toEqual({ payment_method_id: 'pm_new' });
  });

  it('shows a plan bought through Apple read-only', async () => {
    const { calls } = server(
      currentFixture({
        planType: 'professional_yearly',
        state: 'active',
        payment_platform: 'apple_iap',
        period_end: Date.UTC(2027, 0, 2) / 1000,
        permission: { can_billing: false, can_cancel: false },
        entitlements: premiumEntitlements,
      }),
    );
    render(<BillingPage />);
    expect(await screen.findByTestId('plan-apple')).toHaveTextContent('bought through Apple');
    expect(screen.getByTestId('plan-renews')).toHaveTextContent('Jan 2, 2027');
    expect(screen.queryByTestId('cancel')).not.toBeInTheDocument();
    expect(screen.queryByTestId('upgrade')).not.toBeInTheDocument();
    expect(screen.queryByTestId('update-card')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/premium/plan/'))).toBe(false);
  });

  it('shows a gifted trial with its end, and Basic with the way to Premium', async () => {
    server(currentFixture({ planType: 'professional_activity', state: 'trial', trial_end: Date.UTC(2026, 11, 2) / 1000, entitlements: premiumEntitlements }));
    const first = render(<BillingPage />);
    expect(await screen.findByTestId('plan-trial-ends')).toHaveTextContent('Premium until Dec 2, 2026');
    first.unmount();

    server(currentFixture({ planType: 'professional_activity', state: 'trial', trial_end: 0, entitlements: premiumEntitlements }));
    const second = render(<BillingPage />);
    // An operator's grant without DAYS has no end.
    expect(await screen.findByTestId('plan-no-end')).toHaveTextContent('No end date');
    second.unmount();

    server(currentFixture());
    render(<BillingPage />);
    expect(await screen.findByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByTestId('plan-state')).toHaveTextContent('Free');
  });
});
