import { ClientCode, isApiError } from '@/lib/api';

/** How a failed handoff is shown: the server's message (safe to show, e.g. a malformed checkuid) or a generic one. */
export type HandoffError =
  | { key: 'errors.reason'; msg: string }
  | { key: 'errors.network' | 'errors.timeout' | 'errors.unknown' };

export function describeHandoffError(error: unknown): HandoffError {
  if (!isApiError(error)) return { key: 'errors.unknown' };
  if (error.code === ClientCode.network) return { key: 'errors.network' };
  if (error.code === ClientCode.timeout) return { key: 'errors.timeout' };
  if (error.code === ClientCode.badResponse || !error.message) return { key: 'errors.unknown' };
  return { key: 'errors.reason', msg: error.message };
}
