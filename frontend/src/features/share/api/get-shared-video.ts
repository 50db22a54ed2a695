import { useQuery } from '@tanstack/react-query';

import { sharedVideoQuery } from '@/lib/api/endpoints/videos/shared-detail';
import { useVideoStatusPush } from '@/lib/live';

/** A shared video; while it is not settled its status changes are pushed, with the poll as fallback. */
export function useSharedVideo(id: number, shareKey: string) {
  const query = useQuery({ ...sharedVideoQuery(id, shareKey), enabled: Number.isSafeInteger(id) && id > 0 });
  const { refetch } = query;
  useVideoStatusPush(query.data ? [query.data] : undefined, shareKey, () => void refetch());
  return query;
}
