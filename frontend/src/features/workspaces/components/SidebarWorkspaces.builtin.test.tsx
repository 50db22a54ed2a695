import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AllHandsChannelID, BuiltinTeamID, PublicChannelID, RoleAdmin, RoleMember, type Team } from '@/lib/api/types.gen';
import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { configure, render, screen } from '@/testing/render';

import { SidebarWorkspaces } from './SidebarWorkspaces';
import { canInviteTo, canOpenSettings, wantsInviteBanner } from '../roles';
import type { RoomCreatorProps } from '../room-creator';
import { roomFixture, teamFixture } from '../testing/fixtures';

configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));
afterEach(() => vi.unstubAllGlobals());

function FakeRoomCreator({ teamId, opened }: RoomCreatorProps) {
  return opened ? <div>creating a room in {teamId}</div> : null;
}

function builtin(role: Team['role']): Team {
  return teamFixture({
    id: BuiltinTeamID,
    name: 'Everyone',
    role,
    member_count: 2,
    channels: [
      roomFixture({ id: AllHandsChannelID, team_id: BuiltinTeamID, name: 'All hands', can_add_video: role === RoleAdmin }),
      roomFixture({ id: PublicChannelID, team_id: BuiltinTeamID, name: 'Public' }),
    ],
  });
}

describe('the built-in workspace in the sidebar', () => {
  it('lists its rooms, opens no settings and asks no one to invite, even for its admins', async () => {
    mockFetch((call) => (call.url === '/api/team/list' ? envelope({ teams: [builtin(RoleAdmin)] }) : envelope({ channels: [] })));
    render(<SidebarWorkspaces RoomCreator={FakeRoomCreator} />);
    expect(await screen.findByTestId(`sidebar-room-${AllHandsChannelID}`)).toHaveAttribute('href', `/room/${AllHandsChannelID}`);
    expect(screen.getByTestId(`sidebar-room-${PublicChannelID}`)).toBeInTheDocument();
    expect(screen.getByTestId(`sidebar-team-title-${BuiltinTeamID}`).tagName).toBe('DIV');
    expect(screen.queryByRole('link', { name: /settings/i })).not.toBeInTheDocument();
    expect(screen.queryByTestId('invite-banner')).not.toBeInTheDocument();
    // Its admins still make rooms of their own in it.
    expect(screen.getByTestId(`sidebar-create-room-${BuiltinTeamID}`)).toBeInTheDocument();
  });

  it('has rules that leave it out of settings and invitations', () => {
    for (const role of [RoleAdmin, RoleMember]) {
      expect(canOpenSettings(builtin(role))).toBe(false);
      expect(canInviteTo(builtin(role))).toBe(false);
      expect(wantsInviteBanner(builtin(role))).toBe(false);
    }
    expect(canOpenSettings(teamFixture({ id: 4, role: RoleAdmin }))).toBe(true);
    expect(canInviteTo(teamFixture({ id: 4, role: RoleMember }))).toBe(true);
  });
});
