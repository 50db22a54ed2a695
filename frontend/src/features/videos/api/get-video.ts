import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, queryKeys } from '@/lib/api';
import { CodeNotFound, CodeForbidden, type Video } from '@/lib/api/types.gen';
import { pollUntilSettled } from '@/lib/video-status';

export function getVideo(id: number, signal?: AbortSignal): Promise<Video> {
  return api.get<Video>(`/api/video/detail/${id}`, undefined, signal);
}

export function videoQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.videos.detail(id),
    queryFn: ({ signal }) => getVideo(id, signal),
    refetchInterval: (query) => pollUntilSettled(query.state.data),
    meta: { handledCodes: [CodeNotFound, CodeForbidden] },
  });
}

/** One video, polled every 2 s until it is ready or failed; polling stops on unmount. */
export function useVideo(id: number) {
  return useQuery({ ...videoQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
