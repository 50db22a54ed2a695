import { apiRequest } from '../../client';
import type { NotificationUnsubscribeRequest } from '../../types.gen';

/**
 * POST /api/notification/unsubscribe (no sign-in): the token of an e-mail's unsubscribe link
 * stops the e-mails of its person; a forged token answers CodeInvalidParam.
 */
export function unsubscribeNotifications(body: NotificationUnsubscribeRequest): Promise<unknown> {
  return apiRequest<unknown>('POST', '/api/notification/unsubscribe', { body });
}
