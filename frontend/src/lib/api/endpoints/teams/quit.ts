import { apiRequest } from '../../client';

/** DELETE /api/team/member/quit/{id}: the caller leaves the workspace (the owner cannot: CodeCannotLeave). */
export function quitTeam(id: number): Promise<unknown> {
  return apiRequest<unknown>('DELETE', `/api/team/member/quit/${id}`);
}
