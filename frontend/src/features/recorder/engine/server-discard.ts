import { isApiError, isLoginOutdated } from '@/lib/api';

import { discardRecording } from './api/discard-recording';
import { wait } from './completion';
import { SERVER_DISCARD_ATTEMPTS, UPLOAD_RETRY_DELAYS_MS } from './constants';

/**
 * Deletes an unfinished recording's server video, trying a few times while the server
 * cannot be reached. True when the server no longer keeps it unfinished (deleted, or it
 * answered with a refusal such as "already finished"); false when it could not be reached.
 */
export async function discardOnServer(videoId: number, delays: readonly number[] = UPLOAD_RETRY_DELAYS_MS): Promise<boolean> {
  for (let attempt = 0; attempt < SERVER_DISCARD_ATTEMPTS; attempt += 1) {
    try {
      await discardRecording(videoId);
      return true;
    } catch (error) {
      const answered =
        isApiError(error) && error.httpStatus > 0 && error.httpStatus < 500 && !isLoginOutdated(error.code);
      if (answered) return true;
      if (attempt + 1 < SERVER_DISCARD_ATTEMPTS) await wait(delays[Math.min(attempt, delays.length - 1)] ?? 0);
    }
  }
  return false;
}
