import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { act, render, screen } from '@/testing/render';

import { PENDING_POLL_MS, PENDING_POLLS, PricingStatePage } from './PricingStatePage';
import { currentFixture, paidMonthly } from '../testing/fixtures';

beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PricingStatePage', () => {
  it('says Premium is active when the server says so', async () => {
    mockFetch(() => envelope(paidMonthly()));
    render(<PricingStatePage />, { route: '/pricing-state?state=success' });
    expect(await screen.findByTestId('pricing-state-success')).toHaveTextContent('Welcome to Premium');
  });

  it('offers a retry after a failed payment, without asking the server', () => {
    const { calls } = mockFetch(() => envelope(currentFixture()));
    render(<PricingStatePage />, { route: '/pricing-state?state=failed' });
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/pricing');
    expect(calls).toEqual([]);
  });

  it('waits for the webhook: asks /premium/current a few times and turns to success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let current = currentFixture({ planType: 'professional_monthly', state: 'incomplete', payment_platform: 'stripe' });
    const { calls } = mockFetch(() => envelope(current));
    render(<PricingStatePage />, { route: '/pricing-state?state=pending' });
    expect(await screen.findByTestId('pricing-state-pending')).toHaveTextContent('Confirming your payment');
    expect(screen.getByTestId('pricing-state-waiting')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(PENDING_POLL_MS));
    expect(calls.length).toBeGreaterThanOrEqual(2);
    current = paidMonthly();
    await act(() => vi.advanceTimersByTimeAsync(PENDING_POLL_MS));
    expect(await screen.findByTestId('pricing-state-success')).toBeInTheDocument();
  });

  it('stops asking after a few times and says it takes longer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch(() => envelope(currentFixture({ state: 'incomplete', planType: 'professional_monthly' })));
    render(<PricingStatePage />, { route: '/pricing-state?state=pending' });
    await screen.findByTestId('pricing-state-pending');
    for (let i = 0; i < PENDING_POLLS + 2; i += 1) await act(() => vi.advanceTimersByTimeAsync(PENDING_POLL_MS));
    expect(calls).toHaveLength(PENDING_POLLS);
    expect(screen.getByTestId('pricing-state-pending')).toHaveTextContent('taking longer than usual');
  });
});
