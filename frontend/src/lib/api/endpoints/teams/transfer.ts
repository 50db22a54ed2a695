import { apiRequest } from '../../client';
import type { TeamTransferRequest } from '../../types.gen';

/** PUT /api/team/transfer (owner only, irreversible): the member becomes owner, the former owner admin. */
export function transferTeam(body: TeamTransferRequest): Promise<unknown> {
  return apiRequest<unknown>('PUT', '/api/team/transfer', { body });
}
