import { useMutation, useQueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/lib/api';
import { forkFolder } from '@/lib/api/endpoints/folders/fork';
import { forkVideo } from '@/lib/api/endpoints/videos/fork';
import { CodeShareClosed, CodeVideoLimit } from '@/lib/api/types.gen';

/** The save flows say themselves that the plan is full or that the author turned saving off. */
const meta = { handledCodes: [CodeVideoLimit, CodeShareClosed] };

/** 'Save to My Videos' of a shared video: a copy in the caller's root. */
export function useForkVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, shareKey }: { videoId: number; shareKey: string }) =>
      forkVideo({ video_id: videoId, share_key: shareKey, folder_id: 0 }),
    meta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.videos.all }),
  });
}

/** 'Save folder to My Videos': the shared folder with everything below it. */
export function useForkFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ folderId, shareKey }: { folderId: number; shareKey: string }) =>
      forkFolder({ folder_id: folderId, share_key: shareKey }),
    meta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.videos.all }),
  });
}
