import { apiRequest } from '../../client';

/** DELETE /api/channel/member/quit/{id}: the caller leaves the room (its creator cannot: CodeCannotLeave). */
export function quitChannel(id: number): Promise<unknown> {
  return apiRequest<unknown>('DELETE', `/api/channel/member/quit/${id}`);
}
