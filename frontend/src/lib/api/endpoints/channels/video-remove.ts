import { apiRequest } from '../../client';
import type { ChannelVideoRequest } from '../../types.gen';

/** DELETE /api/channel/video/remove (room admins or the author): the video goes back to its author's My Videos. */
export function removeChannelVideo(body: ChannelVideoRequest): Promise<unknown> {
  return apiRequest<unknown>('DELETE', '/api/channel/video/remove', { body });
}
