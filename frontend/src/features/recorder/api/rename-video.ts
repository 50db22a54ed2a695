import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest, queryKeys } from '@/lib/api';

export interface RenameVideoBody {
  id: number;
  name: string;
}

/** PUT /api/video/rename {id, name} (spec 7). */
export function renameVideo(body: RenameVideoBody): Promise<unknown> {
  return apiRequest<unknown>('PUT', '/api/video/rename', { body });
}

/** The rename dialog shows its own 'Rename failed', so the generic toast stays quiet. */
export function useRenameVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameVideo,
    meta: { handledCodes: 'all' },
    onSuccess: (_data, { id }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.videos.detail(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.videos.list(0) });
    },
  });
}
