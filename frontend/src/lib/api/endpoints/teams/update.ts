import { apiRequest } from '../../client';
import type { Team, TeamUpdateRequest } from '../../types.gen';

/** PUT /api/team/update (roles 1-2): renames the workspace and, with icon_key, sets its icon. */
export function updateTeam(body: TeamUpdateRequest): Promise<Team> {
  return apiRequest<Team>('PUT', '/api/team/update', { body });
}
