import { useQuery } from '@tanstack/react-query';

import { sharedVideoQuery } from '@/lib/api/endpoints/videos/shared-detail';

export function useSharedVideo(id: number, shareKey: string) {
  return useQuery({ ...sharedVideoQuery(id, shareKey), enabled: Number.isSafeInteger(id) && id > 0 });
}
