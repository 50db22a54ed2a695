import { useMutation, useQueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/lib/api';
import { createFolderShare } from '@/lib/api/endpoints/share/folder-create';
import { revokeFolderShare } from '@/lib/api/endpoints/share/folder-revoke';
import { updateFolderShare } from '@/lib/api/endpoints/share/folder-update';
import type { FolderShareUpdateRequest } from '@/lib/api/types.gen';

/** Folder lists show whether a folder is shared: each change fetches them again. */
function useRefreshFolders() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeys.videos.all });
}

export function useCreateFolderShare(folderId: number) {
  const refresh = useRefreshFolders();
  return useMutation({ mutationFn: () => createFolderShare(folderId), onSuccess: refresh });
}

export function useUpdateFolderShare(folderId: number) {
  const refresh = useRefreshFolders();
  return useMutation({ mutationFn: (change: FolderShareUpdateRequest) => updateFolderShare(folderId, change), onSuccess: refresh });
}

export function useRevokeFolderShare(folderId: number) {
  const refresh = useRefreshFolders();
  return useMutation({ mutationFn: () => revokeFolderShare(folderId), onSuccess: refresh });
}
