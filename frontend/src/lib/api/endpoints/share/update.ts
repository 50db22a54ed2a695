import { apiRequest } from '../../client';
import type { Share, ShareUpdateRequest } from '../../types.gen';

/** PUT /api/video/share/update/{id} (owner only); fields left out keep their value. */
export function updateVideoShare(videoId: number, body: ShareUpdateRequest): Promise<Share> {
  return apiRequest<Share>('PUT', `/api/video/share/update/${videoId}`, { body });
}
