import { apiRequest } from '../../client';
import type { TeamSetRoleRequest } from '../../types.gen';

/** PUT /api/team/member/set_role (owner only): admin 2, member 3 or visitor 4. */
export function setTeamMemberRole(body: TeamSetRoleRequest): Promise<unknown> {
  return apiRequest<unknown>('PUT', '/api/team/member/set_role', { body });
}
