import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { EventChannelRemoved, EventTeamRemoved, type Team } from '@/lib/api/types.gen';
import { saveTokens } from '@/lib/auth/token-store';
import { installLiveClient } from '@/lib/live/tab-client';
import { fakeLiveClient, offlineLiveClient } from '@/testing/fake-live-socket';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { act, configure, render, screen, waitFor, within } from '@/testing/render';

import { SidebarWorkspaces } from './SidebarWorkspaces';
import type { RoomCreatorProps } from '../room-creator';
import { roomFixture, teamFixture } from '../testing/fixtures';

// Several calls answer before these pages settle; a busy 2-core machine needs more than 1 s.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));
afterEach(() => {
  vi.unstubAllGlobals();
  installLiveClient(offlineLiveClient());
});

function FakeRoomCreator({ teamId, opened }: RoomCreatorProps) {
  return opened ? <div>creating a room in {teamId}</div> : null;
}

/** The sidebar, and where the address and its state are. */
function WithAddress() {
  const location = useLocation();
  return (
    <>
      <SidebarWorkspaces RoomCreator={FakeRoomCreator} />
      <div data-testid="address">{`${location.pathname}${location.hash} ${JSON.stringify(location.state)}`}</div>
    </>
  );
}

function server(teams: Team[]) {
  return mockFetch((call) => {
    if (call.url === '/api/team/list') return envelope({ teams });
    if (call.url.startsWith('/api/channel/browse/')) {
      return envelope({ channels: [roomFixture({ id: 30, name: 'Lobby', is_member: false })] });
    }
    if (call.url === '/api/channel/member/join') return envelope(null);
    return envelope(null, 404001, 'not found', 404);
  });
}

describe('SidebarWorkspaces', () => {
  it('lists each workspace with its joined rooms, their icons and unread counts', async () => {
    server([
      teamFixture({
        channels: [
          roomFixture({ id: 11, name: 'Design reviews', unread: 3 }),
          roomFixture({ id: 12, name: 'Leads', is_private: true }),
        ],
      }),
    ]);
    render(<SidebarWorkspaces RoomCreator={FakeRoomCreator} />);
    const room = await screen.findByTestId('sidebar-room-11');
    expect(room).toHaveAttribute('href', '/room/11');
    expect(within(room).getByRole('img', { name: 'Public room' })).toBeInTheDocument();
    expect(within(room).getByLabelText('3 unread')).toHaveTextContent('3');
    expect(within(screen.getByTestId('sidebar-room-12')).getByRole('img', { name: 'Private room' })).toBeInTheDocument();
    expect(screen.getByTestId('sidebar-create-workspace')).toHaveAttribute('href', '/workspace/create');
  });

  it.each([1, 2])('gives role %i the settings link and create-room', async (role) => {
    server([teamFixture({ id: 4, role })]);
    const { user } = render(<SidebarWorkspaces RoomCreator={FakeRoomCreator} />);
    const title = await screen.findByRole('link', { name: 'Settings of Acme' });
    expect(title).toHaveAttribute('href', '/workspace/manage/4');
    await user.click(screen.getByTestId('sidebar-create-room-4'));
    expect(screen.getByText('creating a room in 4')).toBeInTheDocument();
  });

  it.each([3, 4])('hides create-room and the settings link from role %i', async (role) => {
    server([teamFixture({ id: 4, role })]);
    render(<SidebarWorkspaces RoomCreator={FakeRoomCreator} />);
    expect(await screen.findByTestId('sidebar-team-title-4')).toHaveTextContent('Acme');
    expect(screen.queryByRole('link', { name: 'Settings of Acme' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('sidebar-create-room-4')).not.toBeInTheDocument();
  });

  it('lets members but not visitors open the unjoined rooms, and join one', async () => {
    const calls = server([teamFixture({ id: 1, role: 3 }), teamFixture({ id: 2, name: 'Guests', role: 4 })]).calls;
    const { user } = render(<SidebarWorkspaces RoomCreator={FakeRoomCreator} />);
    const member = await screen.findByTestId('sidebar-team-1');
    expect(within(screen.getByTestId('sidebar-team-2')).queryByText('Unjoined')).not.toBeInTheDocument();
    await user.click(within(member).getByText('Unjoined'));
    expect(await within(member).findByText('Lobby')).toBeInTheDocument();
    await user.click(within(member).getByRole('button', { name: 'Join' }));
    expect(calls.find((call) => call.url === '/api/channel/member/join')?.body).toEqual({ channel_id: 30 });
  });

  it('shows the invite banner while members plus pending are under 4', async () => {
    server([
      teamFixture({ id: 1, member_count: 2, pending_invite_count: 1 }),
      teamFixture({ id: 2, name: 'Big', member_count: 2, pending_invite_count: 2 }),
    ]);
    const { user } = render(<WithAddress />, { route: '/my_videos' });
    const small = await screen.findByTestId('sidebar-team-1');
    expect(within(small).getByTestId('invite-banner')).toBeInTheDocument();
    expect(within(screen.getByTestId('sidebar-team-2')).queryByTestId('invite-banner')).not.toBeInTheDocument();
    await user.click(within(small).getByRole('button', { name: 'Invite members' }));
    // The banner puts #invite on the address, naming the workspace, for the layout's invite dialog.
    expect(screen.getByTestId('address')).toHaveTextContent('/my_videos#invite {"inviteTeamId":1}');
  });

  it('drops a room and then a workspace the user leaves, as it happens', async () => {
    const live = fakeLiveClient();
    installLiveClient(live.client);
    const studio = (rooms: number[]) =>
      teamFixture({ id: 1, name: 'Studio', channels: rooms.map((id) => roomFixture({ id, team_id: 1, name: `Room ${id}` })) });
    let teams = [studio([11, 12]), teamFixture({ id: 2, name: 'Guests', role: 3 })];
    mockFetch((call) => (call.url === '/api/team/list' ? envelope({ teams }) : envelope({ channels: [] })));
    render(<SidebarWorkspaces viewerId={7} RoomCreator={FakeRoomCreator} />);
    await screen.findByTestId('sidebar-room-12');
    await waitFor(() => expect(live.sockets).toHaveLength(1));
    const [socket] = live.sockets;
    act(() => socket.serverOpen());
    expect(socket.sent).toContainEqual({ op: 'subscribe', topic: 'user:7' });
    act(() => socket.acceptSubscriptions());

    teams = [studio([11]), teams[1]];
    act(() => socket.serverSend({ op: 'event', topic: 'user:7', type: EventChannelRemoved, data: { channel_id: 12, team_id: 1, deleted: false } }));
    await waitFor(() => expect(screen.queryByTestId('sidebar-room-12')).not.toBeInTheDocument());
    expect(screen.getByTestId('sidebar-room-11')).toBeInTheDocument();

    teams = [teams[1]];
    act(() => socket.serverSend({ op: 'event', topic: 'user:7', type: EventTeamRemoved, data: { team_id: 1, deleted: true } }));
    await waitFor(() => expect(screen.queryByTestId('sidebar-team-1')).not.toBeInTheDocument());
    expect(screen.getByTestId('sidebar-team-2')).toBeInTheDocument();
  });
});
