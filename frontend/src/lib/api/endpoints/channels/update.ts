import { apiRequest } from '../../client';
import type { Channel, ChannelUpdateRequest } from '../../types.gen';

/** PUT /api/channel/update (room admins): the room's name, description and privacy. */
export function updateChannel(body: ChannelUpdateRequest): Promise<Channel> {
  return apiRequest<Channel>('PUT', '/api/channel/update', { body });
}
