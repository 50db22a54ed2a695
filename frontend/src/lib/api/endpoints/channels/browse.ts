import { queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import type { ChannelList } from '../../types.gen';

/** GET /api/channel/browse/{teamId}: the public rooms of the workspace the caller may join (none for a visitor). */
export function browseChannels(teamId: number, signal?: AbortSignal): Promise<ChannelList> {
  return api.get<ChannelList>(`/api/channel/browse/${teamId}`, undefined, signal);
}

export function browseChannelsQuery(teamId: number) {
  return queryOptions({
    queryKey: queryKeys.channels.browse(teamId),
    queryFn: ({ signal }) => browseChannels(teamId, signal),
  });
}
