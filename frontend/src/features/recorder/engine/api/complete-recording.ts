import { api } from '@/lib/api';
import type { RecordCompleteRequest, Video } from '@/lib/api/types.gen';

/** Every byte and the length are on the server: it publishes the video or starts processing. */
export function completeRecording(videoId: number): Promise<Video> {
  const body: RecordCompleteRequest = { video_id: videoId };
  return api.post<Video>('/api/v2/record/local/complete', body);
}
