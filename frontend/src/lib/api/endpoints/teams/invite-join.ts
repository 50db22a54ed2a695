import { apiRequest } from '../../client';
import type { TeamInviteJoined, TeamInviteJoinRequest } from '../../types.gen';

/** POST /api/team/invite/join: the caller joins what the invite opens (again is not an error). */
export function joinByInvite(body: TeamInviteJoinRequest): Promise<TeamInviteJoined> {
  return apiRequest<TeamInviteJoined>('POST', '/api/team/invite/join', { body });
}
