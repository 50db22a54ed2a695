import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, queryKeys } from '@/lib/api';
import type { Video } from '@/lib/api/types.gen';

/** Tells the server every byte arrived; the video then moves to processing. */
export function completeUpload(videoId: number): Promise<Video> {
  return api.post<Video>('/api/v2/record/local/complete', { video_id: videoId });
}

export function useCompleteUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeUpload,
    meta: { handledCodes: 'all' },
    onSuccess: (video) => {
      queryClient.setQueryData(queryKeys.videos.detail(video.id), video);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.videos.list(0) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.user }),
      ]);
    },
  });
}
