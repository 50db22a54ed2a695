import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import type { VideoSearch } from '../../types.gen';

/** GET /api/video/search: one page (SearchPageSize, from 1) of the user's videos whose title holds q. */
export function searchVideos(q: string, page: number, signal?: AbortSignal): Promise<VideoSearch> {
  return api.get<VideoSearch>('/api/video/search', { q, page }, signal);
}

export function videoSearchQuery(q: string, page: number) {
  return queryOptions({
    queryKey: [...queryKeys.videos.all, 'search', q, page] as const,
    queryFn: ({ signal }) => searchVideos(q, page, signal),
    placeholderData: keepPreviousData,
  });
}
