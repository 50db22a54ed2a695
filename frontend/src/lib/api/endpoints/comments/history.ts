import { queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import type { CommentHistory } from '../../types.gen';

/**
 * GET /api/comment/history: 20 comments, oldest first. Without `before` the newest page;
 * with it the page just older than that comment. A share key lets a link's viewers read.
 */
export function getCommentHistory(
  videoId: number,
  options: { shareKey?: string; before?: number } = {},
  signal?: AbortSignal,
): Promise<CommentHistory> {
  return api.get<CommentHistory>(
    '/api/comment/history',
    {
      video_id: videoId,
      channel_id: 0,
      comment_id: options.before,
      share_key: options.shareKey || undefined,
    },
    signal,
  );
}

/** The newest page; older pages are fetched on demand by the panel that shows them. */
export function newestCommentsQuery(videoId: number, shareKey = '') {
  return queryOptions({
    queryKey: queryKeys.comments.newest(videoId, shareKey),
    queryFn: ({ signal }) => getCommentHistory(videoId, { shareKey }, signal),
  });
}
