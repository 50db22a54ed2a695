import { apiRequest } from '../../client';
import type { NotificationCount } from '../../types.gen';

/** PUT /api/notification/read_all: every notification of the caller is read. */
export function markAllNotificationsRead(): Promise<NotificationCount> {
  return apiRequest<NotificationCount>('PUT', '/api/notification/read_all');
}
