import { queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import type { ChannelList } from '../../types.gen';

/** GET /api/channel/list/{teamId}: the rooms of the workspace the caller has joined. */
export function getChannelList(teamId: number, signal?: AbortSignal): Promise<ChannelList> {
  return api.get<ChannelList>(`/api/channel/list/${teamId}`, undefined, signal);
}

export function channelListQuery(teamId: number) {
  return queryOptions({
    queryKey: [...queryKeys.channels.all, 'list', teamId] as const,
    queryFn: ({ signal }) => getChannelList(teamId, signal),
  });
}
