import type { QueryClient } from '@tanstack/react-query';

import { freshUserInfoQuery } from '@/lib/api/endpoints/user/info';

import type { VideoQuota } from '../queue/types';

/** Always asks the server: the count must be current, not what the sidebar cached. */
export async function fetchUploadQuota(queryClient: QueryClient): Promise<VideoQuota> {
  const user = await queryClient.fetchQuery(freshUserInfoQuery());
  return { videoCount: user.videoCount, videoLimit: user.videoLimit };
}
