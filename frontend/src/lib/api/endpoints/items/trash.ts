import { apiRequest } from '../../client';
import type { Items } from '../../types.gen';

/** DELETE /api/items/trash: into the trash; a folder takes its contents with it. */
export function trashItems(items: Items): Promise<unknown> {
  return apiRequest('DELETE', '/api/items/trash', { body: items });
}
