import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/lib/api';
import { videoSharesQuery } from '@/lib/api/endpoints/share/list';
import { revokeVideoShare } from '@/lib/api/endpoints/share/revoke';
import { updateVideoShare } from '@/lib/api/endpoints/share/update';
import { SharePublic, type ShareList } from '@/lib/api/types.gen';

/** The video's public link as its owner manages it, or null when it is not shared. */
export function useVideoShare(videoId: number, enabled: boolean) {
  const query = useQuery({ ...videoSharesQuery(videoId), enabled });
  const shares = query.data?.shares ?? [];
  return { ...query, share: shares.find((share) => share.scope === SharePublic) ?? shares[0] ?? null };
}

/** 'Allow viewers to download and save' (spec 6): the switch follows the server's answer. */
export function useUpdateShareDownload(videoId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = videoSharesQuery(videoId);
  return useMutation({
    mutationFn: (canDownload: boolean) => updateVideoShare(videoId, { can_download_share: canDownload }),
    onSuccess: (updated) => {
      queryClient.setQueryData<ShareList>(queryKey, (list) =>
        list && { shares: list.shares.map((share) => (share.share_key === updated.share_key ? updated : share)) },
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.videos.detail(videoId), exact: true });
    },
  });
}

/** 'Stop sharing': the link answers not found at once. */
export function useRevokeShare(videoId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = videoSharesQuery(videoId);
  return useMutation({
    mutationFn: () => revokeVideoShare(videoId),
    onSuccess: () => {
      queryClient.setQueryData<ShareList>(queryKey, { shares: [] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.videos.all });
    },
  });
}
