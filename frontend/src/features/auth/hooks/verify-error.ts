import { isApiError } from '@/lib/api';
import {
  CodeEmailAlreadyVerified,
  CodeTooManyRequests,
  CodeVerifyCodeExpired,
  CodeVerifyWrongCode,
} from '@/lib/api/types.gen';

export type VerifyErrorKey =
  | 'auth.verify.errors.wrong'
  | 'auth.verify.errors.expired'
  | 'auth.verify.errors.tooMany'
  | 'auth.verify.errors.already'
  | 'errors.unknown';

/** How a failed verify or resend is shown: a translated key, or the server's own words. */
export function describeVerifyError(error: unknown): { key: VerifyErrorKey } | { msg: string } | null {
  if (!error) return null;
  if (!isApiError(error)) return { key: 'errors.unknown' };
  switch (error.code) {
    case CodeVerifyWrongCode:
      return { key: 'auth.verify.errors.wrong' };
    case CodeVerifyCodeExpired:
      return { key: 'auth.verify.errors.expired' };
    case CodeTooManyRequests:
      return { key: 'auth.verify.errors.tooMany' };
    case CodeEmailAlreadyVerified:
      return { key: 'auth.verify.errors.already' };
    default:
      return error.message ? { msg: error.message } : { key: 'errors.unknown' };
  }
}
