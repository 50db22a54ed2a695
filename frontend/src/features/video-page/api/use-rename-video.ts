import { useMutation, useQueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/lib/api';
import { videoDetailQuery } from '@/lib/api/endpoints/videos/detail';
import { renameVideo } from '@/lib/api/endpoints/videos/rename';

/** Renames in place: the page shows the new title at once, lists fetch it again. */
export function useRenameVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameVideo,
    // The title shows its own 'video rename failed'.
    meta: { handledCodes: 'all' },
    onSuccess: (_data, { id, name }) => {
      queryClient.setQueryData(videoDetailQuery(id).queryKey, (video) => video && { ...video, title: name, name });
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.videos.all, 'list'] });
    },
  });
}
