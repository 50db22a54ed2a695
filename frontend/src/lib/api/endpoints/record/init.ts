import { api } from '../../client';
import type { RecordInitRequest, RecordInitResponse } from '../../types.gen';

/**
 * POST /api/v2/record/local/init: creates the video (in folder_id, 0 the root) and returns
 * the tus endpoint its bytes go to. Uploads and recordings both start here.
 */
export function initRecord(body: RecordInitRequest): Promise<RecordInitResponse> {
  return api.post<RecordInitResponse>('/api/v2/record/local/init', body);
}
