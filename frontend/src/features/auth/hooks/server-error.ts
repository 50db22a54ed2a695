import { isApiError } from '@/lib/api';
import { CodeBadCredentials, CodeEmailTaken, CodeTooManyRequests } from '@/lib/api/types.gen';

/** How a failed sign-in or sign-up is shown: a translated key, or the server's own words. */
export type ServerError =
  | { field: 'email' | 'form'; key: 'auth.errors.emailTaken' | 'auth.errors.badCredentials' | 'auth.errors.tooMany' }
  | { field: 'form'; msg: string }
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
    default:
      return error.message ? { field: 'form', msg: error.message } : { field: 'form', key: 'errors.unknown' };
  }
}
