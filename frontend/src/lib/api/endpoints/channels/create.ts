import { api } from '../../client';
import type { Channel, ChannelCreateRequest } from '../../types.gen';

/** POST /api/channel/create (workspace roles 1-2): a new room; the creator joins it as its creator. */
export function createChannel(body: ChannelCreateRequest): Promise<Channel> {
  return api.post<Channel>('/api/channel/create', body);
}
