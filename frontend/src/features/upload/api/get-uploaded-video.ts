import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, queryKeys } from '@/lib/api';
import type { Video } from '@/lib/api/types.gen';
import { pollUntilSettled } from '@/lib/video-status';

/** The video just uploaded, watched until processing ends. */
export function getUploadedVideo(id: number, signal?: AbortSignal): Promise<Video> {
  return api.get<Video>(`/api/video/detail/${id}`, undefined, signal);
}

export function uploadedVideoQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.videos.detail(id),
    queryFn: ({ signal }) => getUploadedVideo(id, signal),
    refetchInterval: (query) => pollUntilSettled(query.state.data),
  });
}

export function useUploadedVideo(id: number | null) {
  return useQuery({ ...uploadedVideoQueryOptions(id ?? 0), enabled: id !== null });
}
