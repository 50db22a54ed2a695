import { api } from '../../client';
import type { Folder, FolderForkRequest } from '../../types.gen';

/**
 * POST /api/folder/fork: copies a shared folder with everything below it into the caller's
 * My Videos root; all videos fit the plan or none is copied (CodeVideoLimit).
 */
export function forkFolder(body: FolderForkRequest): Promise<Folder> {
  return api.post<Folder>('/api/folder/fork', body);
}
