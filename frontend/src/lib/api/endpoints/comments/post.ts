import { apiRequest } from '../../client';
import type { CommentPosted, CommentPostRequest } from '../../types.gen';

/** POST /api/comment/post (signed in); the caller bounds how long it waits (spec 9: 10 s). */
export function postComment(body: CommentPostRequest, signal?: AbortSignal): Promise<CommentPosted> {
  return apiRequest<CommentPosted>('POST', '/api/comment/post', { body, signal });
}
