import { queryOptions } from '@tanstack/react-query';

import { pollUntilSettled } from '@/lib/video-status';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import { CodeForbidden, CodeNotFound, CodeShareClosed, type Video } from '../../types.gen';

/** GET /api/video/detail/{id}, with a share key when a viewer opens it by link. */
export function getVideoDetail(id: number, signal?: AbortSignal, shareKey?: string): Promise<Video> {
  return api.get<Video>(`/api/video/detail/${id}`, shareKey ? { share_key: shareKey } : undefined, signal);
}

/** One video, polled every 2 s until it is ready or failed (spec 4); the page shows 404 and 403 itself. */
export function videoDetailQuery(id: number, shareKey?: string) {
  return queryOptions({
    queryKey: shareKey ? ([...queryKeys.videos.detail(id), shareKey] as const) : queryKeys.videos.detail(id),
    queryFn: ({ signal }) => getVideoDetail(id, signal, shareKey),
    refetchInterval: (query) => pollUntilSettled(query.state.data),
    meta: { handledCodes: [CodeNotFound, CodeForbidden, CodeShareClosed] },
  });
}
