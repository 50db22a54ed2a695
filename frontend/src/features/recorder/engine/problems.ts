import { ClientCode, hasCode, isApiError } from '@/lib/api';
import { CodeVideoLimit } from '@/lib/api/types.gen';

import { getVideoQuota } from './api/user-quota';
import { CaptureError } from './capture';
import type { RecorderProblem } from './types';

const offline = [ClientCode.network, ClientCode.timeout] as number[];

/** The problem the screens show for an error thrown while starting or finishing a recording. */
export async function problemOf(error: unknown): Promise<RecorderProblem> {
  if (error instanceof CaptureError) return { kind: 'blocked', device: error.device };
  if (hasCode(error, CodeVideoLimit)) return { kind: 'limit', ...(await getVideoQuota()) };
  if (isApiError(error) && offline.includes(error.code)) return { kind: 'network' };
  const message = error instanceof Error && error.message ? error.message : String(error);
  return { kind: 'server', message };
}
