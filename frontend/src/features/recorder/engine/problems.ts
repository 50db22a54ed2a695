import { ClientCode, hasCode, isApiError } from '@/lib/api';
import { CodeFreeLengthLimit, CodeVideoLimit } from '@/lib/api/types.gen';

import { getVideoQuota } from './api/user-quota';
import { CaptureError } from './capture';
import { UploadFailedError } from './stream-uploader';
import { TusHttpError } from './tus-client';
import type { RecorderProblem } from './types';

const offline = [ClientCode.network, ClientCode.timeout] as number[];
const clientCodes = Object.values(ClientCode) as number[];

/**
 * The user-safe text the server gave for `error` (an error envelope's msg, a failed video's
 * reason), looking through the errors it wraps; '' when there is none. The engine's own
 * messages and the browser's are English diagnostics: they never reach the screens.
 */
export function serverMessageOf(error: unknown): string {
  let current = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (isApiError(current)) return clientCodes.includes(current.code) ? '' : current.message;
    if ((current instanceof UploadFailedError || current instanceof TusHttpError) && current.serverMessage) {
      return current.serverMessage;
    }
    current = current.cause;
  }
  return '';
}

/** The problem the screens show for an error thrown while starting or finishing a recording. */
export async function problemOf(error: unknown): Promise<RecorderProblem> {
  if (error instanceof CaptureError) return { kind: 'blocked', device: error.device };
  if (hasCode(error, CodeFreeLengthLimit)) return { kind: 'lengthLimit' };
  if (hasCode(error, CodeVideoLimit)) return { kind: 'limit', ...(await getVideoQuota()) };
  if (isApiError(error) && offline.includes(error.code)) return { kind: 'network' };
  // With no message the screens show their own generic text.
  return { kind: 'server', message: serverMessageOf(error) };
}
