import { EventVideoStatus, type VideoStatus } from '@/lib/api/types.gen';
import { isSettled } from '@/lib/video-status';

import { useLiveTopics } from './use-live-topic';

/**
 * Watches video:{id} for each video not yet settled and calls refresh as soon as one's status
 * changes (and after a reconnect, for what the socket missed), so a page waiting for a video
 * shows it without waiting for the next poll; the 2 s poll stays as the fallback.
 */
export function useVideoStatusPush(
  videos: readonly { id: number; status: VideoStatus }[] | undefined,
  shareKey: string | undefined,
  refresh: () => void,
): void {
  const topics = (videos ?? []).filter((video) => !isSettled(video.status)).map((video) => `video:${video.id}`);
  useLiveTopics(topics, {
    shareKey,
    onEvent: (event) => {
      if (event.type === EventVideoStatus) refresh();
    },
    onResync: refresh,
  });
}
