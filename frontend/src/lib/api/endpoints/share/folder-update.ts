import { apiRequest } from '../../client';
import type { FolderShare, FolderShareUpdateRequest } from '../../types.gen';

/** PUT /api/folder/share/update/{id} (owner only): download allowed, sharing on or off; the key stays. */
export function updateFolderShare(folderId: number, body: FolderShareUpdateRequest): Promise<FolderShare> {
  return apiRequest<FolderShare>('PUT', `/api/folder/share/update/${folderId}`, { body });
}
