import { useQuery } from '@tanstack/react-query';

import { allFoldersQuery } from '@/lib/api/endpoints/folders/all';

/** Every folder, for the move picker; asked only while the picker is open. */
export function useAllFolders(enabled: boolean) {
  return useQuery({ ...allFoldersQuery(), enabled });
}
