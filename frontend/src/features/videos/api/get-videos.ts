import { useQuery } from '@tanstack/react-query';

import { folderListQuery, type FolderSort } from '@/lib/api/endpoints/videos/list';
import { useVideoStatusPush } from '@/lib/live';

/** A folder's subfolders and videos (0 is the root), in the chosen order; status changes are pushed. */
export function useFolderList(folderId = 0, sort: FolderSort = 'create') {
  const query = useQuery(folderListQuery(folderId, sort));
  const { refetch } = query;
  useVideoStatusPush(query.data?.videos, undefined, () => void refetch());
  return query;
}
