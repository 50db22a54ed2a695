import { apiRequest } from '../../client';
import type { NotificationCount } from '../../types.gen';

/** PUT /api/notification/unread/{id}: one of the caller's notifications is unread again; answers the new unread count. */
export function markNotificationUnread(id: number): Promise<NotificationCount> {
  return apiRequest<NotificationCount>('PUT', `/api/notification/unread/${id}`);
}
