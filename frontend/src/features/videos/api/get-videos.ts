import { useQuery } from '@tanstack/react-query';

import { folderListQuery, type FolderSort } from '@/lib/api/endpoints/videos/list';

/** A folder's subfolders and videos (0 is the root), in the chosen order. */
export function useFolderList(folderId = 0, sort: FolderSort = 'create') {
  return useQuery(folderListQuery(folderId, sort));
}
