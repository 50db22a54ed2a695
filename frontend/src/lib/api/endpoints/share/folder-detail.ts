import { queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { CodeNotFound, CodeShareClosed, type SharedFolder } from '../../types.gen';

/**
 * GET /api/folder/share/detail/{id}?share_key=, for anyone: the shared folder or one below it,
 * with the breadcrumb from the shared folder down. Sharing turned off answers CodeShareClosed.
 */
export function getSharedFolder(folderId: number, shareKey: string, signal?: AbortSignal): Promise<SharedFolder> {
  return api.get<SharedFolder>(`/api/folder/share/detail/${folderId}`, { share_key: shareKey }, signal);
}

/** The visitor page shows 'turned off' and 'gone' itself. */
export function sharedFolderQuery(folderId: number, shareKey: string) {
  return queryOptions({
    queryKey: ['shared-folder', folderId, shareKey] as const,
    queryFn: ({ signal }) => getSharedFolder(folderId, shareKey, signal),
    meta: { handledCodes: [CodeNotFound, CodeShareClosed] },
  });
}
