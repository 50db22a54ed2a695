import { useQuery } from '@tanstack/react-query';

import { sharedVideoQuery } from '@/lib/api/endpoints/videos/shared-detail';
import { useVideoStatusPush } from '@/lib/live';

/** The shared video an embed shows; its status is pushed while it is recorded or processed. */
export function useEmbeddedVideo(id: number, shareKey: string) {
  const valid = Number.isSafeInteger(id) && id > 0 && shareKey !== '';
  const query = useQuery({ ...sharedVideoQuery(id, shareKey), enabled: valid });
  const { refetch } = query;
  useVideoStatusPush(query.data ? [query.data] : undefined, shareKey, () => void refetch());
  return query;
}
