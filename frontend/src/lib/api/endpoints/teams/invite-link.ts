import { apiRequest } from '../../client';
import type { TeamInviteLink, TeamInviteLinkRequest } from '../../types.gen';

/** POST /api/team/invite/link (roles 1-3): a link to the workspace, or to one of its rooms. */
export function createInviteLink(body: TeamInviteLinkRequest): Promise<TeamInviteLink> {
  return apiRequest<TeamInviteLink>('POST', '/api/team/invite/link', { body });
}
