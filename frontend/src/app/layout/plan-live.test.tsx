import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SubscribeModal } from '@/components/ui/SubscribeModal';
import { PlanLive } from '@/features/billing';
import { EventPlanChanged, Unlimited } from '@/lib/api/types.gen';
import { saveTokens } from '@/lib/auth/token-store';
import { installLiveClient } from '@/lib/live/tab-client';
import { fakeLiveClient, offlineLiveClient } from '@/testing/fake-live-socket';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { act, configure, render, screen, waitFor } from '@/testing/render';
import { premiumEntitlements, premiumUser, userFixture } from '@/testing/user-fixture';

import { PlanUsage } from './PlanUsage';

configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));
afterEach(() => {
  vi.unstubAllGlobals();
  installLiveClient(offlineLiveClient());
});

const userOf = (premium: boolean) => (premium ? premiumUser() : userFixture());

/** The layout's live refetch, the meter, and a subscribe modal open at the limit. */
function Page() {
  const [limit, setLimit] = useState<number | null>(30);
  return (
    <>
      <PlanLive />
      <PlanUsage />
      <SubscribeModal type="upload" limit={limit} onClose={() => setLimit(null)} />
    </>
  );
}

describe('a plan change told live', () => {
  it('refetches the user, the plan and the capacity: the modal closes and the meter turns Premium, without a reload', async () => {
    const live = fakeLiveClient();
    installLiveClient(live.client);
    let premium = false;
    const { calls } = mockFetch((call) => {
      if (call.url === '/api/user/info') return envelope(userOf(premium));
      if (call.url === '/api/video/capacity') return envelope({ used_capacaty: 30, upper_capacity: premium ? Unlimited : 30 });
      if (call.url === '/api/premium/current') return envelope({ planType: premium ? 'professional_activity' : 'starter_free' });
      if (call.url === '/api/activity/free-vip/check') return envelope({ can_get_free: false, days: 30 });
      return envelope(null, 404001, 'not found', 404);
    });
    const { queryClient } = render(<Page />);
    expect(await screen.findByTestId('subscribe-modal')).toBeInTheDocument();
    expect(await screen.findByTestId('plan-usage')).toHaveTextContent('30 of 30 videos used');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await waitFor(() => expect(live.sockets).toHaveLength(1));
    const [socket] = live.sockets;
    act(() => socket.serverOpen());
    expect(socket.sent).toContainEqual({ op: 'subscribe', topic: 'user:7' });
    act(() => socket.acceptSubscriptions());

    const before = calls.length;
    premium = true;
    act(() =>
      socket.serverSend({
        op: 'event',
        topic: 'user:7',
        type: EventPlanChanged,
        data: { planType: 'professional_activity', entitlements: premiumEntitlements },
      }),
    );

    await waitFor(() => expect(screen.queryByTestId('subscribe-modal')).not.toBeInTheDocument());
    expect(await screen.findByText('Premium')).toBeInTheDocument();
    expect(screen.queryByTestId('plan-usage')).not.toBeInTheDocument();
    const after = calls.slice(before).map((call) => call.url);
    expect(after).toContain('/api/user/info');
    expect(after).toContain('/api/video/capacity');
    // The plan pages' queries (/premium/current, billing, invoices) go stale too.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['premium'] });
  });
});
