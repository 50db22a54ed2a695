import { queryOptions, useQuery } from '@tanstack/react-query';

import { VIDEO_POLL_MS } from '@/config/constants';
import { api, queryKeys } from '@/lib/api';
import type { FolderList } from '@/lib/api/types.gen';
import { isServerWorking } from '@/lib/video-status';

/** The user's videos in a folder (0 is the root), newest first. */
export function getVideos(folderId: number, signal?: AbortSignal): Promise<FolderList> {
  return api.get<FolderList>(`/api/video/list/${folderId}`, { _sort: 'created_at:desc' }, signal);
}

export function videosQueryOptions(folderId: number) {
  return queryOptions({
    queryKey: queryKeys.videos.list(folderId),
    queryFn: ({ signal }) => getVideos(folderId, signal),
    // While the server is processing a video, the list keeps itself fresh.
    refetchInterval: (query) =>
      query.state.data?.videos.some((video) => isServerWorking(video.status)) ? VIDEO_POLL_MS : false,
  });
}

export function useVideos(folderId = 0) {
  return useQuery(videosQueryOptions(folderId));
}
