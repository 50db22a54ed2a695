import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';

import { channelVideoQuery } from '@/lib/api/endpoints/channels/video-detail';
import { EventChannelRemoved, EventTeamRemoved } from '@/lib/api/types.gen';
import { installLiveClient } from '@/lib/live/tab-client';
import { fakeLiveClient, offlineLiveClient } from '@/testing/fake-live-socket';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { act, render, screen, waitFor } from '@/testing/render';

import { useRoomVideoMembership } from './use-room-video';
import { roomVideo } from '../testing/room-fixture';

afterEach(() => installLiveClient(offlineLiveClient()));

/** What the room's video page shows of video 9 of room 5, for user 1. */
function Probe() {
  useRoomVideoMembership(5, 9, 1);
  const video = useQuery(channelVideoQuery(5, 9));
  return <div data-testid="probe">{video.isError ? 'out of reach' : (video.data?.title ?? 'loading')}</div>;
}

describe('useRoomVideoMembership', () => {
  it('loads the video again when the viewer leaves its room or a workspace, and not for other rooms', async () => {
    const live = fakeLiveClient();
    installLiveClient(live.client);
    let reachable = true;
    const { calls } = mockFetch((call) => {
      if (call.url.startsWith('/api/channel/video/detail')) {
        return reachable ? envelope(roomVideo(9, { title: 'Plans' })) : envelope(null, 404001, 'Video not found', 404);
      }
      return envelope({ teams: [] });
    });
    render(<Probe />);
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('Plans'));
    await waitFor(() => expect(live.sockets).toHaveLength(1));
    const [socket] = live.sockets;
    act(() => socket.serverOpen());
    expect(socket.sent).toContainEqual({ op: 'subscribe', topic: 'user:1' });
    act(() => socket.acceptSubscriptions());
    const loads = () => calls.filter((call) => call.url.startsWith('/api/channel/video/detail')).length;
    const before = loads();

    act(() => socket.serverSend({ op: 'event', topic: 'user:1', type: EventChannelRemoved, data: { channel_id: 6, team_id: 2, deleted: false } }));
    expect(loads()).toBe(before);

    reachable = false;
    act(() => socket.serverSend({ op: 'event', topic: 'user:1', type: EventChannelRemoved, data: { channel_id: 5, team_id: 2, deleted: false } }));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('out of reach'));

    reachable = true;
    act(() => socket.serverSend({ op: 'event', topic: 'user:1', type: EventTeamRemoved, data: { team_id: 3, deleted: true } }));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('Plans'));
  });
});
