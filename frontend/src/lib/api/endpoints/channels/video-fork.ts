import { api } from '../../client';
import type { ChannelVideoMoved, ChannelVideoRequest } from '../../types.gen';

/** POST /api/channel/video/fork: a copy of a room's video into the caller's My Videos (CodeShareClosed: saving is off). */
export function forkChannelVideo(body: ChannelVideoRequest): Promise<ChannelVideoMoved> {
  return api.post<ChannelVideoMoved>('/api/channel/video/fork', body);
}
