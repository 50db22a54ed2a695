import { apiRequest } from '../../client';
import type { NotificationCount } from '../../types.gen';

/** PUT /api/notification/read/{id}: one of the caller's notifications is read; answers the new unread count. */
export function markNotificationRead(id: number): Promise<NotificationCount> {
  return apiRequest<NotificationCount>('PUT', `/api/notification/read/${id}`);
}
