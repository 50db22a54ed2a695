import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { configure, render, screen } from '@/testing/render';

import { ProfileRoute } from './profile';

configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));
afterEach(() => vi.unstubAllGlobals());

describe('/menu/profile', () => {
  it('shows the account and the notification e-mail setting', async () => {
    mockFetch((call) => {
      if (call.url === '/api/user/info') return envelope({ id: 1, nickname: 'Ann', email: 'ann@example.com', avatar: '' });
      if (call.url === '/api/notification/settings') return envelope({ email_unseen: false });
      return envelope(null, 404001, 'not found', 404);
    });
    render(<ProfileRoute />);
    expect(await screen.findByText('ann@example.com')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: /E-mail me mentions and replies I have not seen/ })).not.toBeChecked();
  });
});
