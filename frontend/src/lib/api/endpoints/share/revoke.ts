import { apiRequest } from '../../client';

/** DELETE /api/video/share/revoke/{id} (owner only): the link answers not found at once. */
export function revokeVideoShare(videoId: number): Promise<unknown> {
  return apiRequest<unknown>('DELETE', `/api/video/share/revoke/${videoId}`);
}
