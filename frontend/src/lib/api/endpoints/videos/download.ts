import { api } from '../../client';
import type { VideoDownload } from '../../types.gen';

/**
 * GET /api/video/download/{id}: a signed URL answering with the MP4 as an attachment.
 * A viewer passes the key that opened the video; CodeShareClosed when its author turned download off.
 */
export function getVideoDownload(videoId: number, shareKey?: string): Promise<VideoDownload> {
  return api.get<VideoDownload>(`/api/video/download/${videoId}`, shareKey ? { share_key: shareKey } : undefined);
}
