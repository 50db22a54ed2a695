import { apiRequest } from '../../client';
import type { Items } from '../../types.gen';

/** DELETE /api/items/erase: gone for good, from the trash only. */
export function eraseItems(items: Items): Promise<unknown> {
  return apiRequest('DELETE', '/api/items/erase', { body: items });
}
