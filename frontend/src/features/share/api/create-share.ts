import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, queryKeys } from '@/lib/api';
import { SharePublic, type ShareCreateResponse } from '@/lib/api/types.gen';

/** Opens a video to anyone with the link and returns its share key. */
export function createShare(videoId: number): Promise<ShareCreateResponse> {
  return api.get<ShareCreateResponse>(`/api/video/share/create/${videoId}`, { scope: SharePublic });
}

export function useCreateShare(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createShare(videoId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.videos.detail(videoId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.videos.list(0) }),
      ]),
  });
}
