import { queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { CodeForbidden, CodeNotFound, type TeamInvitePending } from '../../types.gen';

/** GET /api/team/invite/pending (roles 1-2): e-mail invitations not yet accepted nor revoked. */
export function getPendingInvites(teamId: number, signal?: AbortSignal): Promise<TeamInvitePending> {
  return api.get<TeamInvitePending>('/api/team/invite/pending', { team_id: teamId }, signal);
}

export function pendingInvitesQuery(teamId: number) {
  return queryOptions({
    queryKey: ['teams', 'pending', teamId] as const,
    queryFn: ({ signal }) => getPendingInvites(teamId, signal),
    meta: { handledCodes: [CodeNotFound, CodeForbidden] },
  });
}
