import { queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { CodeInviteInvalid, type TeamInviteInfo } from '../../types.gen';

/** GET /api/team/invite/info: what a live invite key opens, for anyone holding it. */
export function getInviteInfo(teamId: number, key: string, signal?: AbortSignal): Promise<TeamInviteInfo> {
  return api.get<TeamInviteInfo>('/api/team/invite/info', { team_id: teamId, key }, signal);
}

export function inviteInfoQuery(teamId: number, key: string) {
  return queryOptions({
    // Not under queryKeys.teams, which joining refreshes.
    queryKey: ['invite-info', teamId, key] as const,
    queryFn: ({ signal }) => getInviteInfo(teamId, key, signal),
    // The landing shows 'invite link expired' itself.
    meta: { handledCodes: [CodeInviteInvalid] },
    staleTime: Infinity,
  });
}
