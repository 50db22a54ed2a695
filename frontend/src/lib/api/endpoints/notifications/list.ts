import { infiniteQueryOptions } from '@tanstack/react-query';

import { withNextPage, type NotificationPage } from './read';
import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import type { NotificationList } from '../../types.gen';


/** GET /api/notification/list?nid=: 20 notifications, read or not, older than notification nid (0: the newest). */
export async function getNotificationList(nid: number, signal?: AbortSignal): Promise<NotificationPage> {
  return withNextPage(await api.get<NotificationList>('/api/notification/list', { nid: nid || undefined }, signal));
}

/** Every notification, newest first, page by page. */
export function notificationListQuery() {
  return infiniteQueryOptions({
    queryKey: queryKeys.notifications.list,
    queryFn: ({ pageParam, signal }) => getNotificationList(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: NotificationPage) => last.next,
  });
}
