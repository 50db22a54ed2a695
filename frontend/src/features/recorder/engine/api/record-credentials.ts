import { api } from '@/lib/api';
import type { RecordCredentials, RecordCredentialsRequest } from '@/lib/api/types.gen';

/** Where a recording's upload is and how many bytes the server has ('' location: none yet). */
export function getRecordCredentials(videoId: number): Promise<RecordCredentials> {
  const body: RecordCredentialsRequest = { video_id: videoId };
  return api.post<RecordCredentials>('/api/v2/record/credentials', body);
}
