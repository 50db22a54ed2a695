import { afterEach, describe, expect, it, vi } from 'vitest';

import { readInviteCode } from '@/lib/auth/invite-code';
import { clearTokens, saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { render, screen } from '@/testing/render';

import { InviteLandingRoute } from './invite-landing';

afterEach(() => {
  vi.unstubAllGlobals();
  clearTokens('signout');
  localStorage.clear();
});

describe('/invite/{key}', () => {
  it('takes a personal code to sign-up, keeping the code for the register request', async () => {
    const { calls } = mockFetch(() => envelope(null, 404001, 'not found', 404));
    const { user } = render(<InviteLandingRoute />, { route: '/invite/7K2M9Q4ABZ', path: '/invite/:key' });
    expect(screen.getByTestId('personal-invite')).toHaveTextContent('you and the friend who invited you each get 7 days of Premium');
    expect(readInviteCode()).toBe('7K2M9Q4ABZ');
    await user.click(screen.getByTestId('personal-invite-signup'));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    // Not a workspace invite: no team invite call.
    expect(calls.filter((call) => call.url.includes('/api/team/'))).toEqual([]);
  });

  it('shows a signed-in user their own invitation page instead, keeping no code', () => {
    saveTokens({ token: 'access', refresh_token: 'refresh' });
    mockFetch(() => envelope(null, 404001, 'not found', 404));
    render(<InviteLandingRoute />, { route: '/invite/7K2M9Q4ABZ', path: '/invite/:key' });
    expect(screen.getByRole('link', { name: 'My invitation link' })).toHaveAttribute('href', '/menu/invitation');
    expect(readInviteCode()).toBe('');
  });

  it('leaves a workspace invite key to the workspace invite landing', async () => {
    const { calls } = mockFetch(() => envelope(null, 404001, 'not found', 404));
    render(<InviteLandingRoute />, {
      route: '/invite/uQ3x9_Zk2mB7-pLr0sT4vW8yA1cE5gH6jN0oP2qR3sT?team_id=5',
      path: '/invite/:key',
    });
    expect(screen.queryByTestId('personal-invite')).not.toBeInTheDocument();
    expect(readInviteCode()).toBe('');
    await vi.waitFor(() => expect(calls.some((call) => call.url.includes('/api/team/invite'))).toBe(true));
  });
});
