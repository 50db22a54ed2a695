import { apiRequest } from '../../client';

/** PUT /api/folder/share/revoke/{id} (owner only): deletes the key; the link answers not found. */
export function revokeFolderShare(folderId: number): Promise<unknown> {
  return apiRequest<unknown>('PUT', `/api/folder/share/revoke/${folderId}`);
}
