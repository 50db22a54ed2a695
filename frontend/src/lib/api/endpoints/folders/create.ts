import { apiRequest } from '../../client';
import type { Folder, FolderCreateRequest } from '../../types.gen';

/** POST /api/folder/create: a new folder under pid; a taken name answers CodeNameTaken. */
export function createFolder(body: FolderCreateRequest): Promise<Folder> {
  return apiRequest<Folder>('POST', '/api/folder/create', { body });
}
