import { api } from '@/lib/api';
import type { RecordInitRequest, RecordInitResponse } from '@/lib/api/types.gen';

/** Creates the recording's video (status record_uploading, its share link already live). */
export function initRecording(body: RecordInitRequest): Promise<RecordInitResponse> {
  return api.post<RecordInitResponse>('/api/v2/record/local/init', body);
}
