import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CodeNotFound, type Team, type TeamMember } from '@/lib/api/types.gen';
import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { configure, fireEvent, render, screen, waitFor, within } from '@/testing/render';

import { WorkspaceManage } from './WorkspaceManage';
import { memberFixture, teamFixture } from '../testing/fixtures';

// Several calls answer before these pages settle; a busy 2-core machine needs more than 1 s.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));
afterEach(() => vi.unstubAllGlobals());

const owner = memberFixture({ id: 1, nickname: 'Ann', email: 'ann@example.com', role: 1 });
const admin = memberFixture({ id: 2, nickname: 'Bea', email: 'bea@example.com', role: 2 });
const member = memberFixture({ id: 3, nickname: 'Cal', email: 'cal@example.com', role: 3 });
const pending = memberFixture({ id: 0, nickname: '', email: 'dan@example.com', role: 5, isPending: true, joined_at: null });

function server(team: Team | null, members: TeamMember[] | 'not-found' = [owner, admin, member, pending]) {
  return mockFetch((call) => {
    if (call.url === '/api/team/list') return envelope({ teams: team ? [team] : [] });
    if (call.url === `/api/team/member/list/${team?.id}`) {
      return members === 'not-found' ? envelope(null, CodeNotFound, 'not found', 404) : envelope({ members });
    }
    if (call.url.startsWith('/api/team/invite/pending')) return envelope({ invites: [] });
    if (call.url === '/api/team/invite/link') return envelope({ key: 'k', path: '/invite/t/1/k', expires_at: '' });
    return envelope(null);
  });
}

function page(selfId: number, invited = false) {
  return render(<WorkspaceManage teamId={1} invited={invited} selfId={selfId} />);
}

describe('WorkspaceManage', () => {
  it.each([3, 4])('shows role %i the no-access state', async (role) => {
    server(teamFixture({ role }));
    page(3);
    expect(await screen.findByTestId('workspace-no-access')).toHaveTextContent('No access');
    expect(screen.queryByTestId('workspace-manage')).not.toBeInTheDocument();
  });

  it('shows the no-access state for a workspace the user is not in', async () => {
    server(null);
    page(3);
    expect(await screen.findByTestId('workspace-no-access')).toBeInTheDocument();
  });

  it('shows the no-access state when the server will not list the members', async () => {
    server(teamFixture({ role: 2 }), 'not-found');
    page(2);
    expect(await screen.findByTestId('workspace-no-access')).toBeInTheDocument();
  });

  it('greets a member who just joined by a link instead of refusing', async () => {
    server(teamFixture({ role: 3 }));
    page(3, true);
    expect(await screen.findByTestId('workspace-welcome')).toHaveTextContent('Welcome to Acme!');
    expect(screen.getByTestId('team-quit')).toBeInTheDocument();
    expect(screen.queryByTestId('workspace-no-access')).not.toBeInTheDocument();
  });

  it('lets an admin read the members but not change them, and leave', async () => {
    server(teamFixture({ role: 2 }));
    page(2);
    const table = await screen.findByTestId('members-table');
    await within(table).findByText('Cal');
    expect(within(table).queryByRole('textbox', { name: /Role of/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    // Pending invitees are not members.
    expect(within(table).queryByText('dan@example.com')).not.toBeInTheDocument();
    expect(screen.getByTestId('team-quit')).toBeInTheDocument();
    expect(screen.queryByTestId('team-delete')).not.toBeInTheDocument();
  });

  it('lets the owner set roles, remove and transfer, but not leave', async () => {
    const { calls } = server(teamFixture({ role: 1 }));
    page(1);
    const table = await screen.findByTestId('members-table');
    await within(table).findByText('Cal');
    expect(within(table).getByRole('textbox', { name: 'Role of Cal' })).toBeInTheDocument();
    expect(within(screen.getByTestId('member-1')).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('team-delete')).toBeInTheDocument();
    expect(screen.queryByTestId('team-quit')).not.toBeInTheDocument();

    fireEvent.click(within(screen.getByTestId('member-3')).getByRole('button', { name: 'Make owner' }));
    expect(await screen.findByText('Cal becomes the owner and you become an admin. This cannot be undone.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('member-confirm'));
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/api/team/transfer')).toMatchObject({
        method: 'PUT',
        body: { team_id: 1, user_id: 3 },
      }),
    );
  });

  it('refuses an icon that is too large or of another type before sending it', async () => {
    const { calls } = server(teamFixture({ role: 2 }));
    const { container } = page(2);
    await screen.findByTestId('workspace-manage');
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(800 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too large: an icon may be at most 800 KB.');
    const svg = new File(['<svg/>'], 'icon.svg', { type: 'image/svg+xml' });
    fireEvent.change(input, { target: { files: [svg] } });
    expect(await screen.findByText('Wrong format: choose a JPG, GIF or PNG image.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/team/sign_icon_policy'))).toBe(false);
  });
});
