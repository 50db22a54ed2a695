import { useMutation, useQueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/lib/api';
import { createVideoShare } from '@/lib/api/endpoints/share/create';

/** Opens a video to anyone with the link; its detail and links are fetched again. */
export function useCreateShare(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createVideoShare(videoId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.videos.detail(videoId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.videos.list(0) }),
      ]),
  });
}
