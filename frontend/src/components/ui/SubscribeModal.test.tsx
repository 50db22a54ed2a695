import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { type User } from '@/lib/api/types.gen';
import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { configure, render, screen, waitFor, within } from '@/testing/render';
import { premiumUser, userFixture } from '@/testing/user-fixture';

import { SubscribeModal, type SubscribeType } from './SubscribeModal';

configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));
afterEach(() => vi.unstubAllGlobals());

const basic = userFixture();
const premium = premiumUser();

function server({ gift = false, user = () => basic }: { gift?: boolean; user?: () => User } = {}) {
  return mockFetch((call) => {
    if (call.url === '/api/user/info') return envelope(user());
    if (call.url === '/api/activity/free-vip/check') return envelope({ can_get_free: gift, days: 30 });
    if (call.url === '/api/activity/free-vip/claim') return envelope(null);
    return envelope(null, 404001, 'not found', 404);
  });
}

describe('SubscribeModal', () => {
  it.each<[SubscribeType, string]>([
    ['forward', 'this video cannot be forwarded to My Videos'],
    ['save', 'this copy does not fit'],
    ['recover', 'cannot come back from the trash'],
    ['upload', 'The Basic plan keeps up to 30 videos. Get Premium'],
  ])('says why for type %s and links to /pricing', async (type, text) => {
    server();
    render(<SubscribeModal type={type} limit={30} onClose={() => undefined} />);
    const modal = await screen.findByTestId('subscribe-modal');
    expect(modal).toHaveAttribute('data-subscribe-type', type);
    expect(modal).toHaveTextContent(text);
    expect(within(modal).getByTestId('subscribe-pricing')).toHaveAttribute('href', '/pricing');
  });

  it('offers the gift month first for type getFree, and claims it', async () => {
    const { calls } = server({ gift: true });
    const { user } = render(<SubscribeModal type="getFree" limit={30} onClose={() => undefined} />);
    const modal = await screen.findByTestId('subscribe-modal');
    await waitFor(() => expect(modal).toHaveTextContent('A gift for you'));
    expect(modal).toHaveTextContent('you can have 30 days of Premium as a gift');
    await user.click(within(modal).getByTestId('subscribe-claim'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === '/api/activity/free-vip/claim')).toBe(true));
  });

  it('falls back to the plain limit text for getFree when the gift is not offered', async () => {
    server({ gift: false });
    render(<SubscribeModal type="getFree" limit={30} onClose={() => undefined} />);
    const modal = await screen.findByTestId('subscribe-modal');
    expect(modal).toHaveTextContent('The Basic plan keeps up to 30 videos.');
    expect(within(modal).queryByTestId('subscribe-claim')).not.toBeInTheDocument();
  });

  it('mentions the gift beside the other types when it is offered', async () => {
    server({ gift: true });
    render(<SubscribeModal type="upload" limit={30} onClose={() => undefined} />);
    expect(await screen.findByTestId('subscribe-gift-note')).toHaveTextContent('30 days of Premium free');
  });

  it('closes itself when the user becomes Premium', async () => {
    let now = basic;
    server({ user: () => now });
    const onClose = vi.fn();
    const { queryClient } = render(<SubscribeModal type="upload" limit={30} onClose={onClose} />);
    await screen.findByTestId('subscribe-modal');
    await waitFor(() => expect(queryClient.getQueryData(['user'])).toEqual(basic));
    expect(onClose).not.toHaveBeenCalled();
    now = premium;
    await queryClient.invalidateQueries({ queryKey: ['user'] });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
