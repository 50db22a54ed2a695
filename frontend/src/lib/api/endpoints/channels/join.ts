import { apiRequest } from '../../client';
import type { ChannelJoinRequest } from '../../types.gen';

/** POST /api/channel/member/join: a workspace member (not a visitor) joins a public room. */
export function joinChannel(body: ChannelJoinRequest): Promise<unknown> {
  return apiRequest<unknown>('POST', '/api/channel/member/join', { body });
}
