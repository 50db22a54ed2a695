import { apiRequest } from '../../client';

/** DELETE /api/channel/delete/{id} (room admins): its videos go back to their authors' My Videos. */
export function deleteChannel(id: number): Promise<unknown> {
  return apiRequest<unknown>('DELETE', `/api/channel/delete/${id}`);
}
