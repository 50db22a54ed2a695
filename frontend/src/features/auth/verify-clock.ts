import { VerifyResendSeconds } from '@/lib/api/types.gen';

/**
 * When the next verification code may be asked for, kept for the tab: the
 * server sends one at sign-up and refuses another for a minute, so the
 * resend button counts down from the last send instead of failing.
 */
const key = 'reelroom.verify.resendAt';

export function markCodeSent(waitSeconds: number = VerifyResendSeconds, now = Date.now()): void {
  try {
    sessionStorage.setItem(key, String(now + waitSeconds * 1000));
  } catch {
    // Storage can be off; the server still enforces the wait.
  }
}

/** Whole seconds until a resend is allowed, 0 when it is. */
export function secondsUntilResend(now = Date.now()): number {
  let at = 0;
  try {
    at = Number(sessionStorage.getItem(key) ?? 0);
  } catch {
    return 0;
  }
  return Math.max(0, Math.ceil((at - now) / 1000));
}
