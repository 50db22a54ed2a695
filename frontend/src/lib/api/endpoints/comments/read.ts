import { apiRequest } from '../../client';
import type { CommentReadRequest } from '../../types.gen';

/** PUT /api/comment/read (signed in): the caller has seen the video's comments so far. */
export function markCommentsRead(body: CommentReadRequest): Promise<unknown> {
  return apiRequest<unknown>('PUT', '/api/comment/read', { body });
}
