import { apiRequest } from '../../client';

/** DELETE /api/items/empty: erases everything in the trash. */
export function emptyTrash(): Promise<unknown> {
  return apiRequest('DELETE', '/api/items/empty');
}
