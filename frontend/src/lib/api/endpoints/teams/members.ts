import { queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import { CodeForbidden, CodeNotFound, type TeamMembers } from '../../types.gen';

/** GET /api/team/member/list/{id}: members (owner, admins, ...), then pending invitees. */
export function getTeamMembers(id: number, signal?: AbortSignal): Promise<TeamMembers> {
  return api.get<TeamMembers>(`/api/team/member/list/${id}`, undefined, signal);
}

export function teamMembersQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.teams.members(id),
    queryFn: ({ signal }) => getTeamMembers(id, signal),
    // A workspace the caller may not see is shown as such by the page.
    meta: { handledCodes: [CodeNotFound, CodeForbidden] },
  });
}
