import { queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import type { TeamList } from '../../types.gen';

/** GET /api/team/list: the caller's workspaces, each with the rooms the caller has joined. */
export function getTeamList(signal?: AbortSignal): Promise<TeamList> {
  return api.get<TeamList>('/api/team/list', undefined, signal);
}

/**
 * The one query for workspaces and joined rooms: the sidebar, the send/forward dialog and the
 * room pages read it; what changes a workspace or a room's membership invalidates queryKeys.teams.
 */
export function teamListQuery() {
  return queryOptions({
    queryKey: queryKeys.teams.list,
    queryFn: ({ signal }) => getTeamList(signal),
    staleTime: 30_000,
  });
}
