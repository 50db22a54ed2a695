import { apiRequest } from '../../client';
import type { VideoRenameRequest } from '../../types.gen';

/** PUT /api/video/rename {id, name}: the name is trimmed, 1 to MaxVideoTitle characters. */
export function renameVideo(body: VideoRenameRequest): Promise<unknown> {
  return apiRequest<unknown>('PUT', '/api/video/rename', { body });
}
