import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { queryKeys } from '@/lib/api';
import {
  EventNotificationDelete,
  EventNotificationEmpty,
  EventNotificationNew,
  EventNotificationRead,
  EventNotificationReadAll,
  EventNotificationUnread,
  type Notification,
  type NotificationChange,
} from '@/lib/api/types.gen';
import { useLiveTopic, useOutdatedReload, type LiveEvent } from '@/lib/live';

import { changePending, setUnreadCount, updateFeed } from './feed-cache';
import { arrived, emptyFeed, markAllRead, markRead, markUnread, removeNotification, type Feed } from '../model';

const changes: Record<string, (feed: Feed, id: number) => Feed> = {
  [EventNotificationRead]: (feed, id) => markRead(feed, id),
  [EventNotificationUnread]: (feed, id) => markUnread(feed, id),
  [EventNotificationReadAll]: (feed) => markAllRead(feed),
  [EventNotificationDelete]: (feed, id) => removeNotification(feed, id),
  [EventNotificationEmpty]: (feed) => emptyFeed(feed),
};

/**
 * Keeps the feed current in this tab (spec 4): the user's topic brings new notifications and
 * every change made elsewhere (another tab, the desktop app), each with the new unread count.
 * After a reconnect, or when shown again after another tab changed them, they are reloaded.
 */
export function useNotificationLive(userId: number | undefined): void {
  const queryClient = useQueryClient();

  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
  }, [queryClient]);
  useOutdatedReload('notifications', reload);

  const onEvent = useCallback(
    (event: LiveEvent) => {
      if (event.type === EventNotificationNew) {
        updateFeed(queryClient, (feed) => arrived(feed, event.data as Notification));
        return;
      }
      const change = changes[event.type];
      if (!change) return;
      const { id, unread_count: count } = event.data as NotificationChange;
      updateFeed(queryClient, (feed) => change(feed, id));
      // This tab's own change echoed back: its answer sets the count, without a step back.
      if (!changePending(queryClient)) setUnreadCount(queryClient, count);
    },
    [queryClient],
  );

  useLiveTopic(userId ? `user:${userId}` : null, { onEvent, onResync: reload });
}
