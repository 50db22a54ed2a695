import { beforeEach, describe, expect, it } from 'vitest';

import { CodeTooManyRequests, CodeVerifyWrongCode, type User } from '@/lib/api/types.gen';
import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch, type Call } from '@/testing/fetch-mock';
import { render, screen, waitFor } from '@/testing/render';

import { markCodeSent } from '../verify-clock';
import { VerifyEmailBanner } from './VerifyEmailBanner';

const unverified = { id: 1, nickname: 'Ann', email: 'ann@example.com', email_verified: false } as User;

function serve(verifyAnswer: (call: Call) => Response) {
  let user = unverified;
  return mockFetch((call) => {
    switch (call.url) {
      case '/api/user/info':
        return envelope(user);
      case '/api/auth/verify': {
        const res = verifyAnswer(call);
        if (res.status === 200) user = { ...unverified, email_verified: true };
        return res;
      }
      case '/api/auth/verify/send':
        return envelope({ resend_in: 60, expires_in: 900 });
      default:
        return envelope(null);
    }
  });
}

describe('VerifyEmailBanner', () => {
  beforeEach(() => {
    sessionStorage.clear();
    saveTokens({ token: 'access', refresh_token: 'refresh' });
  });

  it('takes the code, shows a wrong one, and goes away once verified', async () => {
    const { calls } = serve((call) =>
      (call.body as { code: string }).code === '123456' ? envelope(null) : envelope(null, CodeVerifyWrongCode, 'wrong'),
    );
    const { user } = render(<VerifyEmailBanner />);

    expect(await screen.findByText(/We sent a 6-digit code to ann@example.com/)).toBeInTheDocument();
    const input = screen.getByLabelText('Verification code');
    await user.type(input, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByTestId('verify-email')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.url === '/api/auth/verify').map((c) => c.body)).toEqual([
      { code: '111111' },
      { code: '123456' },
    ]);
  });

  it('counts down before a resend is allowed, then resends', { timeout: 20_000 }, async () => {
    markCodeSent(1);
    const { calls } = serve(() => envelope(null));
    const { user } = render(<VerifyEmailBanner />);

    const waiting = await screen.findByRole('button', { name: /Send a new code in \d s/ });
    expect(waiting).toBeDisabled();
    const ready = await screen.findByRole('button', { name: 'Send a new code' }, { timeout: 10_000 });
    await user.click(ready);
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/auth/verify/send')).toBe(true);
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  });

  it('says so when the server refuses a resend', async () => {
    mockFetch((call) =>
      call.url === '/api/auth/verify/send'
        ? envelope(null, CodeTooManyRequests, 'Please wait', 429)
        : envelope(unverified),
    );
    const { user } = render(<VerifyEmailBanner />);
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(/Too many requests/)).toBeInTheDocument();
  });
});
