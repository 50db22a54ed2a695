import { apiRequest } from '../../client';
import type { ItemsMoved, ItemsMoveRequest } from '../../types.gen';

/** PUT /api/items/move: all move into target (0 the root) or none do (CodeBadMove). */
export function moveItems(body: ItemsMoveRequest): Promise<ItemsMoved> {
  return apiRequest<ItemsMoved>('PUT', '/api/items/move', { body });
}
