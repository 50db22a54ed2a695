import { apiRequest } from '../../client';
import type { NotificationCount } from '../../types.gen';

/** DELETE /api/notification/delete/{id}: removes one of the caller's notifications; answers the new unread count. */
export function deleteNotification(id: number): Promise<NotificationCount> {
  return apiRequest<NotificationCount>('DELETE', `/api/notification/delete/${id}`);
}
