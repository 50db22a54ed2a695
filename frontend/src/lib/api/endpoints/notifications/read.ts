import { infiniteQueryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import { NotificationPageSize, type NotificationList } from '../../types.gen';

/**
 * A page as the server gave it, with where the next one starts: the oldest notification of a
 * full page (spec 9: paging goes on only after a full page and stops on an empty one). It is
 * kept apart from the notices, which the panel changes (read, deleted) in the cache.
 */
export interface NotificationPage extends NotificationList {
  next: number | undefined;
}

export function withNextPage(list: NotificationList): NotificationPage {
  const oldest = list.notices.at(-1);
  return { ...list, next: oldest && list.notices.length >= NotificationPageSize ? oldest.id : undefined };
}

/** GET /api/notification/read?nid=: 20 read notifications older than notification nid (0: the newest). */
export async function getReadNotifications(nid: number, signal?: AbortSignal): Promise<NotificationPage> {
  return withNextPage(await api.get<NotificationList>('/api/notification/read', { nid: nid || undefined }, signal));
}

/** The panel's read section, page by page. */
export function readNotificationsQuery() {
  return infiniteQueryOptions({
    queryKey: queryKeys.notifications.read,
    queryFn: ({ pageParam, signal }) => getReadNotifications(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: NotificationPage) => last.next,
    // The panel says when it cannot load.
    meta: { handledCodes: 'all' },
  });
}
