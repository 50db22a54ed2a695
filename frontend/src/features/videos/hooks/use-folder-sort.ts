import { useCallback, useState } from 'react';

import { StorageKeys } from '@/config/storage-keys';
import type { FolderSort } from '@/lib/api/endpoints/videos/list';
import { getPlatform } from '@/lib/platform';

function readSort(): FolderSort {
  return getPlatform().storage.get(StorageKeys.sort) === 'title' ? 'title' : 'create';
}

/** The list order, remembered in the local setting 'sort' (spec 3; 'create' by default). */
export function useFolderSort(): [FolderSort, (sort: FolderSort) => void] {
  const [sort, setSort] = useState(readSort);
  const choose = useCallback((next: FolderSort) => {
    getPlatform().storage.set(StorageKeys.sort, next);
    setSort(next);
  }, []);
  return [sort, choose];
}
