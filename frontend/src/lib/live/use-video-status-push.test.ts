import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { EventVideoStatus, VideoOK, VideoProcessing, VideoRecordUploading, type VideoStatus } from '@/lib/api/types.gen';
import { fakeLiveClient } from '@/testing/fake-live-socket';

import { installLiveClient } from './tab-client';
import { useVideoStatusPush } from './use-video-status-push';

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('useVideoStatusPush', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('watches only the videos not yet settled, and refreshes on their status events', async () => {
    const live = fakeLiveClient();
    installLiveClient(live.client);
    const refresh = vi.fn();
    const list = (statuses: VideoStatus[]) => statuses.map((status, i) => ({ id: i + 1, status }));
    const { rerender } = renderHook(({ videos }) => useVideoStatusPush(videos, undefined, refresh), {
      initialProps: { videos: list([VideoOK, VideoRecordUploading, VideoProcessing]) },
    });
    await settle();
    const [socket] = live.sockets;
    socket.serverOpen();
    expect(socket.sent).toEqual([
      { op: 'subscribe', topic: 'video:2' },
      { op: 'subscribe', topic: 'video:3' },
    ]);

    socket.serverSend({ op: 'event', topic: 'video:3', type: EventVideoStatus, data: { id: 3, status: VideoOK } });
    expect(refresh).toHaveBeenCalledTimes(1);

    rerender({ videos: list([VideoOK, VideoRecordUploading, VideoOK]) });
    expect(socket.sent.at(-1)).toEqual({ op: 'unsubscribe', topic: 'video:3' });
    socket.serverSend({ op: 'event', topic: 'video:3', type: EventVideoStatus, data: { id: 3, status: VideoOK } });
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
