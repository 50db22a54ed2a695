import { apiRequest } from '../../client';
import type { NotificationCount } from '../../types.gen';

/** DELETE /api/notification/empty: removes all of the caller's notifications, read or not. */
export function emptyNotifications(): Promise<NotificationCount> {
  return apiRequest<NotificationCount>('DELETE', '/api/notification/empty');
}
