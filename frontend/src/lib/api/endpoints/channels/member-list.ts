import { queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import type { TeamMembers } from '../../types.gen';

/** GET /api/channel/member/list/{id}: the room's members, then its pending invitees. */
export function getChannelMembers(id: number, signal?: AbortSignal): Promise<TeamMembers> {
  return api.get<TeamMembers>(`/api/channel/member/list/${id}`, undefined, signal);
}

export function channelMembersQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.channels.members(id),
    queryFn: ({ signal }) => getChannelMembers(id, signal),
  });
}
