import { apiRequest } from '../../client';
import type { Comment, CommentUpdateRequest } from '../../types.gen';

/** PUT /api/comment/update (its author only): the comment as it now is. */
export function updateComment(body: CommentUpdateRequest): Promise<Comment> {
  return apiRequest<Comment>('PUT', '/api/comment/update', { body });
}
