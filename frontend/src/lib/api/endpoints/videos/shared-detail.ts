import { queryOptions } from '@tanstack/react-query';

import { pollUntilSettled } from '@/lib/video-status';

import { api } from '../../client';
import { hasCode } from '../../errors';
import { queryKeys } from '../../query-keys';
import { CodeForbidden, CodeNotFound, type Video } from '../../types.gen';

/** GET /api/video/share/detail/{id}?share_key=: a shared video as an anonymous visitor sees it. */
export function getSharedVideo(id: number, shareKey: string, signal?: AbortSignal): Promise<Video> {
  return api.get<Video>(`/api/video/share/detail/${id}`, { share_key: shareKey }, signal);
}

/** The link no longer leads to a video (deleted, e.g. a discarded recording, or no longer shared). */
export function isSharedVideoGone(error: unknown): boolean {
  return hasCode(error, CodeNotFound) || hasCode(error, CodeForbidden);
}

export function sharedVideoQuery(id: number, shareKey: string) {
  return queryOptions({
    queryKey: queryKeys.sharedVideo(id, shareKey),
    queryFn: ({ signal }) => getSharedVideo(id, shareKey, signal),
    // A failed refetch keeps the last data: stop once the video is gone rather than poll on.
    refetchInterval: (query) => (isSharedVideoGone(query.state.error) ? false : pollUntilSettled(query.state.data)),
    meta: { handledCodes: [CodeNotFound, CodeForbidden] },
  });
}
