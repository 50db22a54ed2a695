import { infiniteQueryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import { CodeForbidden, CodeNotFound, type ChannelVideos } from '../../types.gen';

/** GET /api/channel/video/list/{id}?page=: a page (from 1) of the room's videos, newest first, with the room. */
export function getChannelVideos(id: number, page: number, signal?: AbortSignal): Promise<ChannelVideos> {
  return api.get<ChannelVideos>(`/api/channel/video/list/${id}`, { page }, signal);
}

/** The room's feed, ChannelVideoPage videos a page; the page shows a room it may not see itself. */
export function channelVideosQuery(id: number) {
  return infiniteQueryOptions({
    queryKey: queryKeys.channels.videos(id),
    queryFn: ({ pageParam, signal }) => getChannelVideos(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (last.has_more ? lastPage + 1 : undefined),
    meta: { handledCodes: [CodeNotFound, CodeForbidden] },
  });
}
