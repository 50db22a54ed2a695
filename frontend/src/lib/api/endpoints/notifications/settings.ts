import { queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import type { NotificationSettings } from '../../types.gen';

/** GET /api/notification/settings: the caller's notification settings (the profile page). */
export function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return api.get<NotificationSettings>('/api/notification/settings', undefined, signal);
}

export function notificationSettingsQuery() {
  return queryOptions({
    queryKey: queryKeys.notifications.settings,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });
}
