import { queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import type { ShareList } from '../../types.gen';

/** GET /api/video/share/list/{id} (owner only): the video's live links, none when not shared. */
export function getVideoShares(videoId: number, signal?: AbortSignal): Promise<ShareList> {
  return api.get<ShareList>(`/api/video/share/list/${videoId}`, undefined, signal);
}

/** Under the video's detail key, so whatever refreshes the video refreshes its links too. */
export function videoSharesQuery(videoId: number) {
  return queryOptions({
    queryKey: [...queryKeys.videos.detail(videoId), 'shares'] as const,
    queryFn: ({ signal }) => getVideoShares(videoId, signal),
  });
}
