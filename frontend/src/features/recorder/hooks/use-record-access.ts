import { useIsSignedIn } from '@/lib/auth/use-session';
import { getPlatform } from '@/lib/platform';

import { useRecorderContext, useRecorderSnapshot } from './use-recorder';
import { useRecorderUser } from '../api/get-recorder-user';
import type { Unavailable } from '../engine/types';
import { isAtVideoLimit, videoLimit } from '../plan';
import { isSessionActive } from '../status';

/** Whether the Record button may start a recording, and if not, why (spec 5 and 6). */
export type RecordAccess =
  | { kind: 'unavailable'; reason: Unavailable }
  | { kind: 'signedOut' }
  | { kind: 'loading' }
  /** A session runs in this tab: the button leads back to it. */
  | { kind: 'active' }
  | { kind: 'limit'; limit: number }
  | { kind: 'ready' };

export function useRecordAccess(): RecordAccess {
  const { engine } = useRecorderContext();
  const { status } = useRecorderSnapshot();
  const signedIn = useIsSignedIn();
  const user = useRecorderUser();

  // The desktop app records natively, whatever its webview can do.
  const unavailable = getPlatform().desktop ? null : engine.checkAvailability();
  if (unavailable) return { kind: 'unavailable', reason: unavailable };
  if (!signedIn) return { kind: 'signedOut' };
  if (isSessionActive(status)) return { kind: 'active' };
  // Without the plan's numbers the server still enforces the limit when recording starts.
  if (!user.data) return user.isError ? { kind: 'ready' } : { kind: 'loading' };
  if (isAtVideoLimit(user.data)) return { kind: 'limit', limit: videoLimit(user.data) };
  return { kind: 'ready' };
}
