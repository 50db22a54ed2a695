import { api } from '@/lib/api';
import type { Video } from '@/lib/api/types.gen';

/** Tells the server every byte arrived; the video then moves to processing. */
export function completeUpload(videoId: number): Promise<Video> {
  return api.post<Video>('/api/v2/record/local/complete', { video_id: videoId });
}
