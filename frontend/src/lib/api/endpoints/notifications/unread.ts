import { queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import type { NotificationList } from '../../types.gen';

/** GET /api/notification/unread: the caller's unread notifications (the newest 200) and the whole unread count. */
export function getUnreadNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return api.get<NotificationList>('/api/notification/unread', undefined, signal);
}

/** The bell's badge and the panel's unread section. */
export function unreadNotificationsQuery() {
  return queryOptions({
    queryKey: queryKeys.notifications.unread,
    queryFn: ({ signal }) => getUnreadNotifications(signal),
    // The panel says when it cannot load; the badge just waits for the next try.
    meta: { handledCodes: 'all' },
  });
}
