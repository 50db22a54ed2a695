import { afterEach, describe, expect, it, vi } from 'vitest';

import { CodeInviteInvalid, type TeamInviteInfo } from '@/lib/api/types.gen';
import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { configure, render, screen } from '@/testing/render';

import { InviteLanding } from './InviteLanding';

// Several calls answer before these pages settle; a busy 2-core machine needs more than 1 s.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => vi.unstubAllGlobals());

const ROUTE = '/invite/t/5/k3y';

function info(overrides: Partial<TeamInviteInfo> = {}): TeamInviteInfo {
  return {
    scope: 'team',
    joined: false,
    team: { id: 5, name: 'Acme', icon: '' },
    channel: { id: 0, name: '' },
    inviter: 'Ann',
    ...overrides,
  };
}

function server(answers: { info?: () => Response; join?: () => Response }) {
  return mockFetch((call) => {
    if (call.url.startsWith('/api/team/invite/info')) return answers.info?.() ?? envelope(info());
    if (call.url === '/api/team/invite/join') return answers.join?.() ?? envelope({ team_id: 5, channel_id: 0 });
    return envelope({ teams: [] });
  });
}

function landing() {
  return render(<InviteLanding teamId={5} inviteKey="k3y" />, { route: ROUTE, path: '/invite/t/:tid/:key' });
}

describe('InviteLanding', () => {
  it('shows the expired view for a dead key without asking to sign in', async () => {
    const { calls } = server({ info: () => envelope(null, CodeInviteInvalid, 'invite invalid', 404) });
    landing();
    expect(await screen.findByTestId('invite-expired')).toHaveTextContent('Invite link expired');
    expect(calls[0].url).toBe('/api/team/invite/info?team_id=5&key=k3y');
    expect(calls.some((call) => call.url === '/api/team/invite/join')).toBe(false);
  });

  it('sends a visitor to sign in, coming back to the landing', async () => {
    const { calls } = server({});
    landing();
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent(`/login?redirect=${encodeURIComponent(ROUTE)}`);
    expect(calls.some((call) => call.url === '/api/team/invite/join')).toBe(false);
  });

  it('joins a room invite and opens the room, greeting the newcomer', async () => {
    saveTokens({ token: 'access', refresh_token: 'refresh' });
    const { calls } = server({
      info: () => envelope(info({ scope: 'channel', channel: { id: 9, name: 'Leads' } })),
      join: () => envelope({ team_id: 5, channel_id: 9 }),
    });
    landing();
    expect(await screen.findByTestId('location')).toHaveTextContent('/room/9?invited=true');
    expect(calls.filter((call) => call.url === '/api/team/invite/join').map((call) => call.body)).toEqual([
      { team_id: 5, key: 'k3y' },
    ]);
  });

  it('joins a workspace invite and opens the workspace page', async () => {
    saveTokens({ token: 'access', refresh_token: 'refresh' });
    server({});
    landing();
    expect(await screen.findByTestId('location')).toHaveTextContent('/workspace/manage/5?invited=true');
  });

  it('shows the expired view when joining fails', async () => {
    saveTokens({ token: 'access', refresh_token: 'refresh' });
    server({ join: () => envelope(null, CodeInviteInvalid, 'revoked', 404) });
    landing();
    expect(await screen.findByTestId('invite-expired')).toBeInTheDocument();
  });
});
