import { apiRequest } from '../../client';

/** DELETE /api/team/delete/{id} (owner only): the workspace's videos go back to their authors' My Videos. */
export function deleteTeam(id: number): Promise<unknown> {
  return apiRequest<unknown>('DELETE', `/api/team/delete/${id}`);
}
