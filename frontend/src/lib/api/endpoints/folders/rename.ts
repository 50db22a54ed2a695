import { apiRequest } from '../../client';
import type { Folder, FolderRenameRequest } from '../../types.gen';

/** PUT /api/folder/rename: the create rules apply to the new name. */
export function renameFolder(body: FolderRenameRequest): Promise<Folder> {
  return apiRequest<Folder>('PUT', '/api/folder/rename', { body });
}
