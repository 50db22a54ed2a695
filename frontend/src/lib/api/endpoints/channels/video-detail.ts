import { queryOptions } from '@tanstack/react-query';

import { pollUntilSettled } from '@/lib/video-status';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import { CodeForbidden, CodeNotFound, type Video } from '../../types.gen';

/** GET /api/channel/video/detail?channel_id=&video_id=: a video of a room, for those who may see the room. */
export function getChannelVideo(channelId: number, videoId: number, signal?: AbortSignal): Promise<Video> {
  return api.get<Video>('/api/channel/video/detail', { channel_id: channelId, video_id: videoId }, signal);
}

/** One video of a room, polled until it is ready or failed; the page shows 404 and 403 itself. */
export function channelVideoQuery(channelId: number, videoId: number) {
  return queryOptions({
    queryKey: [...queryKeys.videos.detail(videoId), 'channel', channelId] as const,
    queryFn: ({ signal }) => getChannelVideo(channelId, videoId, signal),
    refetchInterval: (query) => pollUntilSettled(query.state.data),
    meta: { handledCodes: [CodeNotFound, CodeForbidden] },
  });
}
