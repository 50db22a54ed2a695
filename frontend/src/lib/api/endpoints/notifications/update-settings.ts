import { apiRequest } from '../../client';
import type { NotificationSettings } from '../../types.gen';

/** PUT /api/notification/settings: saves the caller's notification settings. */
export function updateNotificationSettings(body: NotificationSettings): Promise<unknown> {
  return apiRequest<unknown>('PUT', '/api/notification/settings', { body });
}
