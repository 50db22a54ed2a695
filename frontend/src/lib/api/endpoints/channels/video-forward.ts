import { api } from '../../client';
import type { ChannelVideoMoved, ChannelVideoRequest } from '../../types.gen';

/** POST /api/channel/video/forward: a copy of the video, owned by the caller, into a room (0: My Videos). */
export function forwardChannelVideo(body: ChannelVideoRequest): Promise<ChannelVideoMoved> {
  return api.post<ChannelVideoMoved>('/api/channel/video/forward', body);
}
