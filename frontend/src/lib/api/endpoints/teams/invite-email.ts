import { apiRequest } from '../../client';
import type { TeamInviteEmailRequest, TeamInviteEmailResult } from '../../types.gen';

/**
 * POST /api/team/invite/email (roles 1-3): sends the invitations, or none of them, answering
 * CodeInviteRefused with a TeamInviteEmailResult in the error's data.
 */
export function inviteByEmail(body: TeamInviteEmailRequest): Promise<TeamInviteEmailResult> {
  return apiRequest<TeamInviteEmailResult>('POST', '/api/team/invite/email', { body });
}
