import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { InvitationRow } from '@/lib/api/types.gen';
import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { configure, render, screen, waitFor, within } from '@/testing/render';

import { InvitationPage } from './InvitationPage';

configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));
afterEach(() => vi.unstubAllGlobals());

function rows(page: number, count: number): InvitationRow[] {
  return Array.from({ length: count }, (_, index) => ({
    nickname: `Friend ${(page - 1) * 20 + index + 1}`,
    email: `f***${index}@example.com`,
    status: index === 0 ? 'rewarded' : 'signed_up',
    days: index === 0 ? 7 : 0,
    created_at: Date.UTC(2026, 10, 1) / 1000,
  }));
}

describe('InvitationPage', () => {
  it('shows the link with copy, what it earned, and the people invited 20 a page', async () => {
    const { calls } = mockFetch((call) => {
      if (call.url === '/api/activity/invitation') {
        return envelope({ code: '7K2M9Q4ABZ', invited: 45, rewarded: 3, days_earned: 21, days_capacity: 364 });
      }
      const page = /\/api\/activity\/invitation\/list\?page=(\d+)/.exec(call.url);
      if (page) {
        const n = Number(page[1]);
        return envelope({ rows: rows(n, n === 3 ? 5 : 20), total: 45, page: n });
      }
      return envelope(null, 404001, 'not found', 404);
    });
    const { user } = render(<InvitationPage />);
    expect(await screen.findByTestId('invite-link')).toHaveValue(`${window.location.origin}/invite/7K2M9Q4ABZ`);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByTestId('invitation-invited')).toHaveTextContent('45');
    expect(screen.getByTestId('invitation-rewarded')).toHaveTextContent('3');
    expect(screen.getByTestId('invitation-days')).toHaveTextContent('21 of 364');

    const table = await screen.findByTestId('invitation-table');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByText('Friend 1')).toBeInTheDocument();
    expect(within(table).getByText('Rewarded')).toBeInTheDocument();

    await user.click(within(screen.getByTestId('invitation-pages')).getByRole('button', { name: '3' }));
    await waitFor(() => expect(within(screen.getByTestId('invitation-table')).getByText('Friend 41')).toBeInTheDocument());
    expect(within(screen.getByTestId('invitation-table')).getAllByRole('row')).toHaveLength(6);
    expect(calls.map((call) => call.url)).toContain('/api/activity/invitation/list?page=3');
  });

  it('says so when nobody signed up yet', async () => {
    mockFetch((call) =>
      call.url === '/api/activity/invitation'
        ? envelope({ code: '7K2M9Q4ABZ', invited: 0, rewarded: 0, days_earned: 0, days_capacity: 364 })
        : envelope({ rows: [], total: 0, page: 1 }),
    );
    render(<InvitationPage />);
    expect(await screen.findByText('Nobody has signed up through your link yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('invitation-pages')).not.toBeInTheDocument();
  });
});
