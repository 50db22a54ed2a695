import { Notifications } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';

import { CodeShareClosed, RoleAdmin, RoleCreator, RoleMember, type Team } from '@/lib/api/types.gen';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { render, screen, waitFor } from '@/testing/render';

import { RoomVideoActions } from './RoomVideoActions';
import { roomFixture, teamFixture } from '../testing/room-fixture';

function server(teams: Team[], fork = () => envelope({ video_id: 80, channel_id: 0 })) {
  return mockFetch((call) => {
    if (call.url === '/api/team/list') return envelope({ teams });
    if (call.url === '/api/channel/video/fork') return fork();
    return envelope(null);
  });
}

const inRoom = (teamRole: number, roomRole = 2) => [teamFixture({ role: teamRole, channels: [roomFixture({ id: 5, role: roomRole })] })];

async function items(teams: Team[], isAuthor: boolean) {
  const { calls } = server(teams);
  const { user } = render(<RoomVideoActions channelId={5} videoId={7} isAuthor={isAuthor} getLink={<button type="button">Get link</button>} />);
  // A member's video is marked read, which refreshes the workspaces: then the page is settled.
  await waitFor(() => expect(calls.filter((call) => call.url === '/api/team/list')).toHaveLength(2));
  await user.click(screen.getByTestId('room-video-actions'));
  return (await screen.findAllByRole('menuitem', { hidden: true }, { timeout: 4000 })).map((item) => item.textContent);
}

// On a loaded machine Mantine's menu may still be mid-transition (display: none) when the
// items are looked up: they are matched in the DOM whether or not the transition has ended.
describe('RoomVideoActions by role', () => {
  it('lets a member save a copy of someone else’s video', async () => {
    expect(await items(inRoom(RoleMember), false)).toEqual(['Save to My Videos']);
  });

  it('lets the author forward it and take it out of the room', async () => {
    expect(await items(inRoom(RoleMember), true)).toEqual(['Forward', 'Remove from room']);
  });

  it.each([
    ['the room creator', RoleMember, RoleCreator],
    ['a workspace admin', RoleAdmin, 2],
  ])('lets %s remove anyone’s video', async (_who, teamRole, roomRole) => {
    expect(await items(inRoom(teamRole, roomRole), false)).toEqual(['Save to My Videos', 'Remove from room']);
  });

  it('marks the video read for a member', async () => {
    const { calls } = server(inRoom(RoleMember));
    render(<RoomVideoActions channelId={5} videoId={7} isAuthor={false} />);
    await waitFor(() => expect(calls.find((call) => call.url === '/api/lastread/video')).toMatchObject({ method: 'PUT', body: { channel_id: 5, video_id: 7 } }));
  });

  it('hides Get link from someone not in the room', async () => {
    server([teamFixture({ channels: [] })]);
    render(<RoomVideoActions channelId={5} videoId={7} isAuthor={false} getLink={<button type="button">Get link</button>} />);
    expect(await screen.findByTestId('room-video-actions')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get link' })).not.toBeInTheDocument();
  });

  it('says the author turned saving off', async () => {
    const { calls } = server(inRoom(RoleMember), () => envelope(null, CodeShareClosed, 'closed', 403));
    const { user } = render(
      <>
        <Notifications />
        <RoomVideoActions channelId={5} videoId={7} isAuthor={false} />
      </>,
    );
    // Once the video is marked read and the workspaces refreshed, the page is settled.
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/team/list')).toHaveLength(2));
    await user.click(screen.getByTestId('room-video-actions'));
    await user.click(await screen.findByRole('menuitem', { name: 'Save to My Videos', hidden: true }, { timeout: 4000 }));
    expect(await screen.findByText('The video author has turned off saving feature', {}, { timeout: 4000 })).toBeInTheDocument();
  });
});
