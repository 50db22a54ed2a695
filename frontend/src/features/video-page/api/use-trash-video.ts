import { useMutation, useQueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/lib/api';
import { trashItems } from '@/lib/api/endpoints/items/trash';

/** Moves one video to the trash (spec 4: kept 3 days). */
export function useTrashVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: number) => trashItems({ folders: [], videos: [videoId] }),
    onSuccess: (_data, videoId) => {
      queryClient.removeQueries({ queryKey: queryKeys.videos.detail(videoId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.videos.all });
    },
  });
}
