import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { configure, render, screen, waitFor } from '@/testing/render';
import { premiumEntitlements, premiumUser, userFixture } from '@/testing/user-fixture';

import { OldUserPrivilegePrompt } from './OldUserPrivilegePrompt';
import { PlanHeaderButton } from './PlanHeaderButton';
import { PremiumTrialLink } from './PremiumTrialLink';
import { UpgradeBlock } from './UpgradeBlock';
import { VipCrown } from './VipCrown';
import { currentFixture } from '../testing/fixtures';

configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));
afterEach(() => vi.unstubAllGlobals());

function server(user: ReturnType<typeof userFixture>, current = currentFixture()) {
  return mockFetch((call) => {
    if (call.url === '/api/user/info') return envelope(user);
    if (call.url === '/api/premium/current') return envelope(current);
    return envelope(null, 404001, 'not found', 404);
  });
}

describe('the plan entries of the header, avatar menu and sidebar', () => {
  it('gives Basic the pricing button, the usage over the limit and an upgrade, and no crown', async () => {
    server(userFixture({ videoCount: 30 }));
    render(
      <>
        <PlanHeaderButton />
        <VipCrown />
        <UpgradeBlock />
      </>,
    );
    expect(await screen.findByTestId('header-pricing')).toHaveAttribute('href', '/pricing');
    expect(screen.getByTestId('upgrade-block-usage')).toHaveTextContent('30 / 30 videos used');
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByTestId('vip-crown')).not.toBeInTheDocument();
  });

  it('gives Premium the billing button, the crown, and the end of a trial', async () => {
    server(premiumUser(), currentFixture({ planType: 'professional_activity', state: 'trial', trial_end: Date.UTC(2026, 11, 2) / 1000, entitlements: premiumEntitlements }));
    render(
      <>
        <PlanHeaderButton />
        <VipCrown />
        <UpgradeBlock />
      </>,
    );
    expect(await screen.findByTestId('header-billing')).toHaveAttribute('href', '/menu/billing');
    expect(screen.getByTestId('vip-crown')).toBeInTheDocument();
    expect(await screen.findByTestId('upgrade-block-trial')).toHaveTextContent('Until Dec 2, 2026');
  });

  it('links Get Premium Trial to the invitation page', () => {
    render(<PremiumTrialLink />);
    expect(screen.getByTestId('sidebar-premium-trial')).toHaveAttribute('href', '/menu/invitation');
    expect(screen.getByTestId('sidebar-premium-trial')).toHaveTextContent('Get Premium Trial');
  });
});

describe('OldUserPrivilegePrompt', () => {
  it('offers the privilege when eligible and not confirmed, and confirms it', async () => {
    const { calls } = mockFetch((call) => {
      if (call.url === '/api/activity/old-user-privilege/check') return envelope({ eligible: true, confirmed: false });
      if (call.url === '/api/activity/old-user-privilege/confirm') return envelope(currentFixture({ planType: 'professional_activity', state: 'privilege' }));
      return envelope(null);
    });
    const { user } = render(<OldUserPrivilegePrompt />);
    await user.click(await screen.findByTestId('old-user-privilege-confirm'));
    await waitFor(() => expect(screen.queryByTestId('old-user-privilege')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'PUT' && call.url === '/api/activity/old-user-privilege/confirm')).toBe(true);
  });

  it.each([
    [{ eligible: false, confirmed: false }],
    [{ eligible: true, confirmed: true }],
  ])('stays away for %o', async (check) => {
    const { calls } = mockFetch(() => envelope(check));
    render(<OldUserPrivilegePrompt />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('old-user-privilege')).not.toBeInTheDocument();
  });
});
