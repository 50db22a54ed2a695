import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { queryKeys } from '@/lib/api';

import type { BackupStore } from '../types';

/** Spec 4: a backup that finished uploading is removed and My Videos reloads. */
export function useBackupCompletion(store: BackupStore) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      store.onUploaded((videoId) => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.videos.all });
        void queryClient.invalidateQueries({ queryKey: queryKeys.videos.detail(videoId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      }),
    [store, queryClient],
  );
}
