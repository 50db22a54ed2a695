import { apiRequest } from '../../client';
import type { TeamInviteRevokeRequest } from '../../types.gen';

/** DELETE /api/team/invite/revoke_by_email (roles 1-2): the invitation stops working at once. */
export function revokeInvite(body: TeamInviteRevokeRequest): Promise<unknown> {
  return apiRequest<unknown>('DELETE', '/api/team/invite/revoke_by_email', { body });
}
