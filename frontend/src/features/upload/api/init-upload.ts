import { api } from '@/lib/api';
import type { RecordInitRequest, RecordInitResponse } from '@/lib/api/types.gen';

/** Creates the video (status local_uploading) and returns the tus endpoint its bytes go to. */
export function initUpload(body: RecordInitRequest): Promise<RecordInitResponse> {
  return api.post<RecordInitResponse>('/api/v2/record/local/init', body);
}
