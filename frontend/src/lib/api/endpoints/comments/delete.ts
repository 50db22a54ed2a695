import { apiRequest } from '../../client';

/** DELETE /api/comment/delete/{id} (its author only); a link's viewer names the link. */
export function deleteComment(id: number, shareKey = ''): Promise<unknown> {
  const query = shareKey ? `?share_key=${encodeURIComponent(shareKey)}` : '';
  return apiRequest<unknown>('DELETE', `/api/comment/delete/${id}${query}`);
}
