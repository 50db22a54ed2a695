import { isApiError } from '@/lib/api';
import {
  CodeBadCredentials,
  CodeEmailTaken,
  CodeTooManyRequests,
  CodeWeakPassword,
  PasswordCommon,
  PasswordControl,
  PasswordPersonal,
  PasswordTooLong,
  PasswordTooShort,
  PasswordWeak,
} from '@/lib/api/types.gen';

/** The reasons a password can be refused, as translation keys. */
const passwordReasons = {
  [PasswordTooShort]: 'auth.passwordReasons.too_short',
  [PasswordTooLong]: 'auth.passwordReasons.too_long',
  [PasswordControl]: 'auth.passwordReasons.control',
  [PasswordPersonal]: 'auth.passwordReasons.personal',
  [PasswordCommon]: 'auth.passwordReasons.common',
  [PasswordWeak]: 'auth.passwordReasons.weak',
} as const;

type PasswordReasonKey = (typeof passwordReasons)[keyof typeof passwordReasons];

/** How a failed sign-in or sign-up is shown: a translated key, or the server's own words. */
export type ServerError =
  | { field: 'email' | 'form'; key: 'auth.errors.emailTaken' | 'auth.errors.badCredentials' | 'auth.errors.tooMany' }
  | { field: 'password'; key: PasswordReasonKey }
  | { field: 'form' | 'password'; msg: string }
  | { field: 'form'; key: 'errors.unknown' };

export function describeServerError(error: unknown): ServerError | null {
  if (!error) return null;
  if (!isApiError(error)) return { field: 'form', key: 'errors.unknown' };
  switch (error.code) {
    case CodeEmailTaken:
      return { field: 'email', key: 'auth.errors.emailTaken' };
    case CodeBadCredentials:
      return { field: 'form', key: 'auth.errors.badCredentials' };
    case CodeTooManyRequests:
      return { field: 'form', key: 'auth.errors.tooMany' };
    case CodeWeakPassword: {
      // Said in the user's language when the reason is known; in the server's words otherwise.
      const key = (passwordReasons as Record<string, PasswordReasonKey | undefined>)[error.reason];
      return key ? { field: 'password', key } : { field: 'password', msg: error.message };
    }
    default:
      return error.message ? { field: 'form', msg: error.message } : { field: 'form', key: 'errors.unknown' };
  }
}
