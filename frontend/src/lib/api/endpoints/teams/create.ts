import { apiRequest } from '../../client';
import type { Team, TeamCreateRequest } from '../../types.gen';

/** POST /api/team/create: a new workspace owned by the caller (name trimmed, 1 to MaxTeamName characters). */
export function createTeam(body: TeamCreateRequest): Promise<Team> {
  return apiRequest<Team>('POST', '/api/team/create', { body });
}
