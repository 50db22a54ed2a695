import { useQuery } from '@tanstack/react-query';

import { videoDetailQuery } from '@/lib/api/endpoints/videos/detail';

/** One video, polled every 2 s until it is ready or failed; polling stops on unmount. */
export function useVideo(id: number) {
  return useQuery({ ...videoDetailQuery(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
