import { describe, expect, it } from 'vitest';

import { RoleMember, RoleVisitor, type Channel } from '@/lib/api/types.gen';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { render, screen, waitFor } from '@/testing/render';

import { RoomBrowser } from './RoomBrowser';
import { roomFixture, teamFixture } from '../testing/room-fixture';

function server(teamRole: number, rooms: Channel[]) {
  return mockFetch((call) => {
    if (call.url === '/api/team/list') return envelope({ teams: [teamFixture({ id: 2, name: 'Acme', role: teamRole })] });
    if (call.url === '/api/channel/browse/2') return envelope({ channels: rooms });
    return envelope(null);
  });
}

describe('RoomBrowser', () => {
  it('lists the public rooms not joined, and joins one then opens it', async () => {
    const { calls } = server(RoleMember, [roomFixture({ id: 8, name: 'Marketing', is_member: false, role: 0, member_count: 6 })]);
    const { user } = render(<RoomBrowser teamId={2} />, { route: '/room/browser/2', path: '/room/browser/:tid' });
    expect(await screen.findByText('Public rooms of Acme you are not in yet.')).toBeInTheDocument();
    expect(screen.getByTestId('browse-room-8')).toHaveTextContent('Marketing');
    expect(screen.getByTestId('browse-room-8')).toHaveTextContent('6 members');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/room/8');
    expect(calls.find((call) => call.url === '/api/channel/member/join')).toMatchObject({ method: 'POST', body: { channel_id: 8 } });
  });

  it('says when there is no room left to join', async () => {
    server(RoleMember, []);
    render(<RoomBrowser teamId={2} />);
    expect(await screen.findByText('No room to join')).toBeInTheDocument();
  });

  it('tells a visitor they cannot browse, without asking the server', async () => {
    const { calls } = server(RoleVisitor, []);
    render(<RoomBrowser teamId={2} />);
    expect(await screen.findByText('Visitors cannot browse rooms')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url.startsWith('/api/channel/browse'))).toBe(false));
  });
});
