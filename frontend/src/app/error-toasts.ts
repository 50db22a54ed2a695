import { notifications } from '@mantine/notifications';
import type { Mutation, Query } from '@tanstack/react-query';
import i18n from 'i18next';

import { TOAST_MS } from '@/config/constants';
import { ClientCode, isApiError, isLoginOutdated, type ErrorMeta } from '@/lib/api';
import { subscribeSession } from '@/lib/auth/token-store';

/** After a login-outdated redirect notice, other toasts stay quiet for 1 s (spec 8). */
let quietUntil = 0;
subscribeSession(({ endedBy }) => {
  if (endedBy === 'expired') quietUntil = Date.now() + 1_000;
});

function messageFor(error: unknown): string {
  if (!isApiError(error)) return i18n.t('errors.unknown');
  if (error.code === ClientCode.timeout) return i18n.t('errors.timeout');
  if (error.code === ClientCode.network) return i18n.t('errors.network');
  if (error.message && error.code !== ClientCode.badResponse) return i18n.t('errors.reason', { msg: error.message });
  return i18n.t('errors.unknown');
}

/** Shows 'Reason : {msg}' for 5 s unless the query or mutation handles the code itself. */
export function toastError(error: unknown, meta: ErrorMeta | undefined): void {
  if (Date.now() < quietUntil) return;
  if (isApiError(error) && isLoginOutdated(error.code)) return;
  const handled = meta?.handledCodes;
  if (handled === 'all' || (isApiError(error) && handled?.includes(error.code))) return;
  notifications.show({ color: 'red', message: messageFor(error), autoClose: TOAST_MS });
}

export function onQueryError(error: unknown, query: Query<unknown, unknown, unknown>): void {
  toastError(error, query.meta);
}

export function onMutationError(
  error: unknown,
  _variables: unknown,
  _context: unknown,
  mutation: Mutation<unknown, unknown, unknown>,
): void {
  toastError(error, mutation.meta);
}
