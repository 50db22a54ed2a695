import type { QueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/lib/api';
import type { NotificationList } from '@/lib/api/types.gen';

import type { Feed, ReadPages } from '../model';

/** Every change of the feed (its own or another tab's) is a mutation under this key. */
export const notificationMutationKey = [...queryKeys.notifications.all, 'change'] as const;

export function readFeed(queryClient: QueryClient): Feed {
  return {
    unread: queryClient.getQueryData<NotificationList>(queryKeys.notifications.unread),
    read: queryClient.getQueryData<ReadPages>(queryKeys.notifications.read),
  };
}

/** Writes both parts of the feed; a part not loaded stays unloaded. */
export function writeFeed(queryClient: QueryClient, feed: Feed): void {
  queryClient.setQueryData<NotificationList>(queryKeys.notifications.unread, feed.unread);
  queryClient.setQueryData<ReadPages>(queryKeys.notifications.read, feed.read);
}

export function updateFeed(queryClient: QueryClient, change: (feed: Feed) => Feed): void {
  writeFeed(queryClient, change(readFeed(queryClient)));
}

/** Whether a change of this tab is still waiting for the server, whose answer then has the last word. */
export function changePending(queryClient: QueryClient): boolean {
  return queryClient.isMutating({ mutationKey: notificationMutationKey }) > 0;
}

/** Sets the badge's count, as the server last said it. */
export function setUnreadCount(queryClient: QueryClient, count: number): void {
  queryClient.setQueryData<NotificationList>(queryKeys.notifications.unread, (list) => list && { ...list, unread_count: count });
}
