import { queryOptions } from '@tanstack/react-query';

import { api, apiRequest } from '../../client';
import { queryKeys } from '../../query-keys';
import type { Items, TrashList } from '../../types.gen';

/** GET /api/items/trash: what the user put in the trash, newest first, each with erase_at. */
export function getTrash(signal?: AbortSignal): Promise<TrashList> {
  return api.get<TrashList>('/api/items/trash', undefined, signal);
}

export function trashQuery() {
  return queryOptions({
    queryKey: [...queryKeys.videos.all, 'trash'] as const,
    queryFn: ({ signal }) => getTrash(signal),
  });
}

/** DELETE /api/items/trash: into the trash; a folder takes its contents with it. */
export function trashItems(items: Items): Promise<unknown> {
  return apiRequest('DELETE', '/api/items/trash', { body: items });
}
