import { apiRequest } from '../../client';
import type { LastReadChannelRequest } from '../../types.gen';

/** PUT /api/lastread/channel: the caller has seen the room's feed up to now. */
export function markChannelRead(body: LastReadChannelRequest): Promise<unknown> {
  return apiRequest<unknown>('PUT', '/api/lastread/channel', { body });
}
