import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { EventVideoStatus, VideoOK, VideoRecordUploading } from '@/lib/api/types.gen';
import { installLiveClient } from '@/lib/live/tab-client';
import { fakeLiveClient } from '@/testing/fake-live-socket';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { act, render, screen } from '@/testing/render';

import { SharedVideoView } from './SharedVideoView';

const video = (status: number) => ({
  id: 7,
  title: 'Quarterly demo',
  status,
  play_url: status === VideoOK ? '/api/media/videos/7/live.mp4' : '',
  cover: '',
  duration: 0,
  views: 0,
  created_at: '2026-11-22T14:03:05Z',
  user: { id: 1, nickname: 'Ann', avatar: '' },
});

/**
 * Lets fetches and renders finish without moving the fake clock: only timers due now run
 * (TanStack Query's batching), never the 2 s poll; setImmediate stays real for the fetch mock.
 */
async function settle() {
  for (let i = 0; i < 10; i++) {
    await act(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

describe('SharedVideoView with the status pushed', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the video as soon as its status event arrives, before the next poll', async () => {
    const live = fakeLiveClient({ signedIn: () => false });
    installLiveClient(live.client);
    let ready = false;
    const { calls } = mockFetch(() => envelope(video(ready ? VideoOK : VideoRecordUploading)));

    render(<SharedVideoView id={7} shareKey="key" />);
    await settle();
    expect(screen.getByTestId('shared-video-pending')).toHaveTextContent('Recording in progress');
    expect(live.tickets).toEqual([{ video_id: 7, share_key: 'key' }]);
    const [socket] = live.sockets;
    socket.serverOpen();
    expect(socket.sent).toEqual([{ op: 'subscribe', topic: 'video:7', share_key: 'key' }]);
    socket.acceptSubscriptions();
    expect(calls).toHaveLength(1);

    ready = true;
    socket.serverSend({ op: 'event', topic: 'video:7', type: EventVideoStatus, data: { id: 7, status: VideoOK } });
    await settle();
    expect(calls).toHaveLength(2);
    expect(screen.getByLabelText('Quarterly demo', { selector: 'video' })).toHaveAttribute(
      'src',
      '/api/media/videos/7/live.mp4',
    );
    expect(socket.sent.at(-1)).toEqual({ op: 'unsubscribe', topic: 'video:7' });
  });

  it('ignores other event types and refetches after a reconnect', async () => {
    const live = fakeLiveClient({ signedIn: () => false });
    installLiveClient(live.client);
    const { calls } = mockFetch(() => envelope(video(VideoRecordUploading)));

    render(<SharedVideoView id={7} shareKey="key" />);
    await settle();
    live.sockets[0].serverOpen();
    live.sockets[0].serverSend({ op: 'event', topic: 'video:7', type: 'im:new', data: {} });
    await settle();
    expect(calls).toHaveLength(1);

    live.sockets[0].serverClose();
    await act(() => vi.advanceTimersByTimeAsync(1_000)); // the first retry waits at most 1 s
    await settle();
    live.sockets[1].serverOpen();
    live.sockets[1].acceptSubscriptions();
    await settle();
    expect(calls).toHaveLength(2);
  });
});
