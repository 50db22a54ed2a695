import { apiRequest } from '../../client';
import type { TeamMemberRemoveRequest } from '../../types.gen';

/** DELETE /api/team/member/remove (owner only): the member leaves the workspace and its rooms. */
export function removeTeamMember(body: TeamMemberRemoveRequest): Promise<unknown> {
  return apiRequest<unknown>('DELETE', '/api/team/member/remove', { body });
}
