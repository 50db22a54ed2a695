import { queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import type { FolderAll } from '../../types.gen';

/** GET /api/folder/all: every folder outside the trash, parents before children (the move picker's tree). */
export function getAllFolders(signal?: AbortSignal): Promise<FolderAll> {
  return api.get<FolderAll>('/api/folder/all', undefined, signal);
}

export function allFoldersQuery() {
  return queryOptions({
    queryKey: [...queryKeys.videos.all, 'folders'] as const,
    queryFn: ({ signal }) => getAllFolders(signal),
  });
}
