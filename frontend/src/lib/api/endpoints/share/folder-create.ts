import { apiRequest } from '../../client';
import type { FolderShare } from '../../types.gen';

/** PUT /api/folder/share/create/{id} (owner only): shares the folder, keeping the key it already has. */
export function createFolderShare(folderId: number): Promise<FolderShare> {
  return apiRequest<FolderShare>('PUT', `/api/folder/share/create/${folderId}`);
}
