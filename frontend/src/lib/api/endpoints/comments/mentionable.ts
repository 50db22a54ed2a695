import { queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import type { CommentMentionables } from '../../types.gen';

/** GET /api/comment/mentionable: who a comment on the video may mention (the caller included). */
export function getMentionables(videoId: number, shareKey = '', signal?: AbortSignal): Promise<CommentMentionables> {
  return api.get<CommentMentionables>(
    '/api/comment/mentionable',
    { video_id: videoId, share_key: shareKey || undefined },
    signal,
  );
}

export function mentionablesQuery(videoId: number, shareKey = '') {
  return queryOptions({
    queryKey: queryKeys.comments.mentionable(videoId, shareKey),
    queryFn: ({ signal }) => getMentionables(videoId, shareKey, signal),
    // Without the list the @ popup is only empty; a comment can still be written.
    meta: { handledCodes: 'all' },
  });
}
