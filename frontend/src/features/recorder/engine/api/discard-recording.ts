import { api } from '@/lib/api';
import type { RecordDiscardRequest } from '@/lib/api/types.gen';

/** Deletes an unfinished recording's video with its bytes (a finished one is refused). */
export async function discardRecording(videoId: number): Promise<void> {
  const body: RecordDiscardRequest = { video_id: videoId };
  await api.post<unknown>('/api/v2/record/local/discard', body);
}
