import { useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { configure, render, screen, waitFor } from '@/testing/render';

import { SidebarInviteModal } from './SidebarInviteModal';
import { teamFixture } from '../testing/fixtures';

// Several calls answer before the dialog settles; a busy 2-core machine needs more than 1 s.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));
afterEach(() => vi.unstubAllGlobals());

function Page() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <button onClick={() => void navigate({ hash: '#invite' }, { state: { inviteTeamId: 1 } })}>banner</button>
      <button onClick={() => void navigate({ hash: '#invite' })}>other invite</button>
      <button onClick={() => void navigate({ hash: '' })}>clear hash</button>
      <p data-testid="hash">{location.hash || 'none'}</p>
      <SidebarInviteModal />
    </>
  );
}

describe('SidebarInviteModal', () => {
  it('opens on #invite from a banner, and clearing the hash closes it', async () => {
    mockFetch((call) => {
      if (call.url === '/api/team/list') return envelope({ teams: [teamFixture({ id: 1, name: 'Acme' })] });
      if (call.url === '/api/team/invite/link') return envelope({ key: 'k', path: '/invite/t/1/k', expires_at: '' });
      return envelope({ members: [] });
    });
    const { user } = render(<Page />, { route: '/my_videos' });
    await user.click(screen.getByRole('button', { name: 'other invite' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'banner' }));
    expect(await screen.findByRole('dialog', { name: 'Invite to Acme' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue(`${window.location.origin}/invite/t/1/k`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'clear hash', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('clears the hash when closed', async () => {
    mockFetch((call) =>
      call.url === '/api/team/list' ? envelope({ teams: [teamFixture({ id: 1 })] }) : envelope({ key: 'k', path: '/x', expires_at: '' }),
    );
    const { user } = render(<Page />, { route: '/my_videos' });
    await user.click(screen.getByRole('button', { name: 'banner' }));
    await screen.findByRole('dialog');
    expect(screen.getByTestId('hash')).toHaveTextContent('#invite');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('hash')).toHaveTextContent('none'));
  });
});
