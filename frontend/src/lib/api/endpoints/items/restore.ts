import { apiRequest } from '../../client';
import type { Items } from '../../types.gen';

/** PUT /api/items/restore: back where they were, or to the root when that folder is gone. */
export function restoreItems(items: Items): Promise<unknown> {
  return apiRequest('PUT', '/api/items/restore', { body: items });
}
