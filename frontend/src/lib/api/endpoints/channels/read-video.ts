import { apiRequest } from '../../client';
import type { LastReadVideoRequest } from '../../types.gen';

/** PUT /api/lastread/video: the caller has seen this video of the room. */
export function markChannelVideoRead(body: LastReadVideoRequest): Promise<unknown> {
  return apiRequest<unknown>('PUT', '/api/lastread/video', { body });
}
