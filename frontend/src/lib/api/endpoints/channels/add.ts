import { apiRequest } from '../../client';
import type { ChannelMembersRequest } from '../../types.gen';

/** POST /api/channel/member/add: room members add members of the workspace (never pending ones). */
export function addChannelMembers(body: ChannelMembersRequest): Promise<unknown> {
  return apiRequest<unknown>('POST', '/api/channel/member/add', { body });
}
