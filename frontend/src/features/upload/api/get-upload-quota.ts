import type { QueryClient } from '@tanstack/react-query';

import { api, queryKeys } from '@/lib/api';
import type { User } from '@/lib/api/types.gen';

import type { VideoQuota } from '../queue/types';

/** GET /api/user/info, read for videoCount and videoLimit when an upload batch starts. */
export function getUploadQuota(signal?: AbortSignal): Promise<User> {
  return api.get<User>('/api/user/info', undefined, signal);
}

/** Always asks the server: the count must be current, not what the sidebar cached. */
export async function fetchUploadQuota(queryClient: QueryClient): Promise<VideoQuota> {
  const user = await queryClient.fetchQuery({
    queryKey: queryKeys.user,
    queryFn: ({ signal }) => getUploadQuota(signal),
    staleTime: 0,
  });
  return { videoCount: user.videoCount, videoLimit: user.videoLimit };
}
