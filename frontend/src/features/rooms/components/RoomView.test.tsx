import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import {
  EventChannelRemoved,
  EventChannelVideoAdd,
  EventChannelVideoRemove,
  EventCommentNew,
  EventTeamRemoved,
  RoleAdmin,
  RoleCreator,
  RoleMember,
  RoleVisitor,
  type Channel,
} from '@/lib/api/types.gen';
import { installLiveClient } from '@/lib/live/tab-client';
import { fakeLiveClient, offlineLiveClient } from '@/testing/fake-live-socket';
import { envelope, mockFetch, type Call } from '@/testing/fetch-mock';
import { act, render, screen, waitFor, within } from '@/testing/render';

import { RoomView } from './RoomView';
import { roomRights } from '../roles';
import { feedPage, roomFixture, roomVideo, teamFixture } from '../testing/room-fixture';

const card = (video: { id: number; title: string; comments: number; unread: number }, to: string) => (
  <a href={to}>
    {video.title} · {video.comments} comments · {video.unread} new
  </a>
);

function server(room: Partial<Channel>, teamRole = RoleMember, pages = [feedPage([roomVideo(2), roomVideo(1)], room)]) {
  return mockFetch((call: Call) => {
    if (call.url.startsWith('/api/channel/video/list/5')) {
      const page = Number(new URL(call.url, 'http://x').searchParams.get('page'));
      return envelope(pages[page - 1]);
    }
    if (call.url === '/api/team/list') return envelope({ teams: [teamFixture({ role: teamRole })] });
    return envelope(null);
  });
}

afterEach(() => installLiveClient(offlineLiveClient()));

// On a loaded machine Mantine's menu may still be mid-transition (display: none) when the
// items are looked up: they are matched in the DOM whether or not the transition has ended.
describe('RoomView', () => {
  it('shows the header and the feed, marks the room read and loads more in pages', async () => {
    const pages = [
      feedPage([roomVideo(3), roomVideo(2)], { name: 'Design', member_count: 4, video_count: 3 }, true),
      feedPage([roomVideo(1)], { name: 'Design', member_count: 4, video_count: 3 }),
    ];
    const { calls } = server({}, RoleMember, pages);
    const { user } = render(<RoomView channelId={5} viewerId={1} renderCard={card} />);

    expect(await screen.findByTestId('room-name-title')).toHaveTextContent('Design');
    expect(screen.getByText('4 members · 3 videos')).toBeInTheDocument();
    expect(screen.getByTestId('room-public-icon')).toBeInTheDocument();
    expect(screen.getByTestId('room-video-3')).toHaveTextContent('Video 3');
    await waitFor(() => expect(calls.find((call) => call.url === '/api/lastread/channel')).toMatchObject({ method: 'PUT', body: { channel_id: 5 } }));

    await user.click(screen.getByTestId('room-load-more'));
    expect(await screen.findByTestId('room-video-1')).toBeInTheDocument();
    expect(screen.queryByTestId('room-load-more')).not.toBeInTheDocument();
    expect(screen.getByTestId('room-video-3').querySelector('a')).toHaveAttribute('href', '/roomDetail/5/3');
  });

  it('adds and removes videos pushed on the room topic, and counts new comments, without a reload', async () => {
    const live = fakeLiveClient();
    installLiveClient(live.client);
    const { calls } = server({});
    render(<RoomView channelId={5} viewerId={1} renderCard={card} />);
    await screen.findByTestId('room-video-2');

    await waitFor(() => expect(live.sockets).toHaveLength(1));
    const [socket] = live.sockets;
    act(() => socket.serverOpen());
    const topics = socket.sent.filter((message) => message.op === 'subscribe').map((message) => message.topic);
    expect(topics).toEqual(expect.arrayContaining(['channel:5', 'video:2', 'video:1']));
    act(() => socket.acceptSubscriptions());
    const loads = calls.filter((call) => call.url.startsWith('/api/channel/video/list')).length;

    act(() =>
      socket.serverSend({
        op: 'event',
        topic: 'channel:5',
        type: EventChannelVideoAdd,
        data: { channel_id: 5, video_id: 9, video: roomVideo(9, { title: 'Fresh' }) },
      }),
    );
    // TanStack Query tells the page on its next tick.
    await waitFor(() => expect(within(screen.getByTestId('room-feed')).getAllByRole('link')[0]).toHaveTextContent('Fresh'));
    expect(screen.getByText('3 members · 3 videos')).toBeInTheDocument();

    act(() =>
      socket.serverSend({ op: 'event', topic: 'channel:5', type: EventChannelVideoRemove, data: { channel_id: 5, video_id: 2, video: null } }),
    );
    await waitFor(() => expect(screen.queryByTestId('room-video-2')).not.toBeInTheDocument());

    act(() =>
      socket.serverSend({
        op: 'event',
        topic: 'video:1',
        type: EventCommentNew,
        data: { info: { id: 50, user: { id: 8 } }, time_stamp: 0, played_time: 0, be_replied: false },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('room-video-1')).toHaveTextContent('1 comments · 1 new'));
    expect(calls.filter((call) => call.url.startsWith('/api/channel/video/list'))).toHaveLength(loads);
  });

  /** The room page with a live socket open, its topics subscribed; gone() makes the room's calls answer not found. */
  async function liveRoom() {
    const live = fakeLiveClient();
    installLiveClient(live.client);
    let reachable = true;
    const { calls } = mockFetch((call: Call) => {
      if (call.url.startsWith('/api/channel/video/list/5')) return reachable ? envelope(feedPage([roomVideo(2)], {})) : envelope(null, 404001, 'Room not found', 404);
      if (call.url === '/api/team/list') return envelope({ teams: reachable ? [teamFixture({ role: RoleMember })] : [] });
      return envelope(null);
    });
    render(<RoomView channelId={5} viewerId={1} renderCard={card} />);
    await screen.findByTestId('room-video-2');
    await waitFor(() => expect(live.sockets).toHaveLength(1));
    const [socket] = live.sockets;
    act(() => socket.serverOpen());
    await waitFor(() => expect(socket.sent.filter((message) => message.op === 'subscribe').map((message) => message.topic)).toContain('user:1'));
    act(() => socket.acceptSubscriptions());
    return { socket, calls, gone: () => (reachable = false) };
  }

  it('says the room is out of reach as soon as the viewer is taken out of it, without a reload', async () => {
    const { socket, gone } = await liveRoom();
    gone();
    act(() => socket.serverSend({ op: 'event', topic: 'user:1', type: EventChannelRemoved, data: { channel_id: 5, team_id: 2, deleted: false } }));
    expect(await screen.findByText('No access to this room')).toBeInTheDocument();
    expect(screen.queryByTestId('room-feed')).not.toBeInTheDocument();
  });

  it('says the room is gone as soon as its workspace is deleted, and ignores other rooms and workspaces', async () => {
    const { socket, calls, gone } = await liveRoom();
    const loads = () => calls.filter((call) => call.url.startsWith('/api/channel/video/list')).length;
    const before = loads();
    act(() => socket.serverSend({ op: 'event', topic: 'user:1', type: EventChannelRemoved, data: { channel_id: 6, team_id: 2, deleted: true } }));
    act(() => socket.serverSend({ op: 'event', topic: 'user:1', type: EventTeamRemoved, data: { team_id: 3, deleted: true } }));
    expect(screen.getByTestId('room-video-2')).toBeInTheDocument();
    expect(loads()).toBe(before);
    gone();
    act(() => socket.serverSend({ op: 'event', topic: 'user:1', type: EventTeamRemoved, data: { team_id: 2, deleted: true } }));
    expect(await screen.findByText('This room is gone')).toBeInTheDocument();
  });

  it('offers a public room to a workspace member who is not in it, and joins it', async () => {
    const { calls } = server({ is_member: false, role: 0 });
    const { user } = render(<RoomView channelId={5} viewerId={1} renderCard={card} />);
    await user.click(await screen.findByTestId('room-join'));
    await waitFor(() => expect(calls.find((call) => call.url === '/api/channel/member/join')).toMatchObject({ body: { channel_id: 5 } }));
    expect(calls.some((call) => call.url === '/api/lastread/channel')).toBe(false);
    expect(screen.queryByTestId('room-menu')).not.toBeInTheDocument();
  });

  it('scrolls to ?to-video= when the feed has it, and opens it directly otherwise', async () => {
    server({});
    const first = render(<RoomView channelId={5} viewerId={1} renderCard={card} />, { route: '/room/5?to-video=1', path: '/room/:cid' });
    expect(await screen.findByTestId('room-video-1')).toHaveAttribute('data-sought', 'true');
    first.unmount();

    render(<RoomView channelId={5} viewerId={1} renderCard={card} />, { route: '/room/5?to-video=99', path: '/room/:cid' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/roomDetail/5/99');
  });

  it('says when the room is gone or out of reach', async () => {
    mockFetch(() => envelope(null, 404001, 'not found', 404));
    render(<RoomView channelId={5} viewerId={1} renderCard={card} />);
    expect(await screen.findByText('This room is gone')).toBeInTheDocument();
  });

  it('treats an address that names no room as a room that is gone', async () => {
    const { calls } = server({});
    render(<RoomView channelId={Number.NaN} viewerId={1} renderCard={card} />);
    expect(await screen.findByText('This room is gone')).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/channel'))).toBe(false);
  });

  it('shows an empty room with what to do', async () => {
    server({}, RoleMember, [feedPage([], {})]);
    render(<RoomView channelId={5} viewerId={1} renderCard={card} emptyAction={<button type="button">Record</button>} />);
    expect(await screen.findByText('No videos in this room yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record' })).toBeInTheDocument();
  });

  it('offers nothing to do in an empty room the viewer may not add videos to', async () => {
    server({ can_add_video: false }, RoleMember, [feedPage([], { can_add_video: false })]);
    render(<RoomView channelId={5} viewerId={1} renderCard={card} emptyAction={<button type="button">Record</button>} />);
    expect(await screen.findByText(/Videos its admins record or send here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record' })).not.toBeInTheDocument();
  });
});

describe('the room menu by role', () => {
  const menuItems = async (room: Partial<Channel>, teamRole: number) => {
    const { calls } = server(room, teamRole);
    const { user } = render(<RoomView channelId={5} viewerId={1} renderCard={card} />);
    // Marking the room read refreshes the workspaces: let the page settle before opening the menu.
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/team/list')).toHaveLength(2));
    await user.click(await screen.findByTestId('room-menu'));
    return (await screen.findAllByRole('menuitem', { hidden: true }, { timeout: 4000 })).map((item) => item.textContent);
  };

  it('gives a plain member add, invite and leave', async () => {
    expect(await menuItems({}, RoleMember)).toEqual(['Add members', 'Invite by link or e-mail', 'Leave room']);
  });

  it('gives the creator edit and delete but not leave', async () => {
    expect(await menuItems({ role: RoleCreator }, RoleMember)).toEqual(['Add members', 'Invite by link or e-mail', 'Edit room', 'Delete room']);
  });

  it('gives a workspace admin edit and delete too', async () => {
    expect(await menuItems({}, RoleAdmin)).toEqual(['Add members', 'Invite by link or e-mail', 'Edit room', 'Leave room', 'Delete room']);
  });

  it.each([
    ['Add members', '?x=1#invitation'],
    ['Invite by link or e-mail', '?x=1#invite'],
  ])('opens the workspace side modal of %s through the hash', async (item, expected) => {
    const { calls } = server({});
    function WithHash() {
      const { hash, search } = useLocation();
      return (
        <>
          <span data-testid="hash">{search + hash}</span>
          <RoomView channelId={5} viewerId={1} renderCard={card} />
        </>
      );
    }
    const { user } = render(<WithHash />, { route: '/room/5?x=1', path: '/room/:cid' });
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/team/list')).toHaveLength(2));
    await user.click(await screen.findByTestId('room-menu'));
    await user.click(await screen.findByRole('menuitem', { name: item, hidden: true }, { timeout: 4000 }));
    expect(screen.getByTestId('hash')).toHaveTextContent(expected);
  });

  it('lets a visitor neither join nor browse', () => {
    const rights = roomRights(roomFixture({ is_member: false, role: 0 }), RoleVisitor);
    expect(rights).toMatchObject({ admin: false, member: false, canJoin: false, canQuit: false });
  });
});
