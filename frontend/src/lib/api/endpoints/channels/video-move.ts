import { api } from '../../client';
import type { ChannelVideoMoved, ChannelVideoRequest } from '../../types.gen';

/** POST /api/channel/video/move: the caller's own video goes to a room (0: back to My Videos' root). */
export function moveChannelVideo(body: ChannelVideoRequest): Promise<ChannelVideoMoved> {
  return api.post<ChannelVideoMoved>('/api/channel/video/move', body);
}
