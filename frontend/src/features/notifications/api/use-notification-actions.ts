import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { TOAST_MS } from '@/config/constants';
import { queryKeys } from '@/lib/api';
import { deleteNotification } from '@/lib/api/endpoints/notifications/delete';
import { emptyNotifications } from '@/lib/api/endpoints/notifications/empty';
import { markNotificationRead } from '@/lib/api/endpoints/notifications/mark-read';
import { markNotificationUnread } from '@/lib/api/endpoints/notifications/mark-unread';
import { markAllNotificationsRead } from '@/lib/api/endpoints/notifications/read-all';
import type { NotificationCount } from '@/lib/api/types.gen';
import { markOutdated } from '@/lib/live';

import { notificationMutationKey, readFeed, setUnreadCount, writeFeed } from './feed-cache';
import { emptyFeed, markAllRead, markRead, markUnread, removeNotification, type Feed } from '../model';

/** Spec 8: toasts keyed by action, so repeated failures of one kind show once. */
type FailedAction = 'state' | 'delete';

interface ChangeSpec<V> {
  send: (variables: V) => Promise<NotificationCount>;
  apply: (feed: Feed, variables: V) => Feed;
  failed: FailedAction;
  /** Read pages to fetch again once the server has done it (read-all moves what is not loaded). */
  refetchRead?: boolean;
}

/**
 * A change of the feed: shown at once, undone if the server refuses, and the badge set to the
 * server's count once no other change is on its way. Other tabs follow by the socket, or when
 * they are shown again (markOutdated).
 */
function useFeedChange<V>({ send, apply, failed, refetchRead }: ChangeSpec<V>) {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: notificationMutationKey,
    mutationFn: send,
    meta: { handledCodes: 'all' },
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.notifications.all });
      const before = readFeed(queryClient);
      writeFeed(queryClient, apply(before, variables));
      return before;
    },
    onError: (_error, _variables, before) => {
      if (before) writeFeed(queryClient, before);
      notifications.show({
        id: `notification-${failed}-failed`,
        color: 'red',
        message: failed === 'state' ? t('toast.stateFailed') : t('toast.deleteFailed'),
        autoClose: TOAST_MS,
      });
    },
    onSuccess: (answer) => {
      markOutdated('notifications');
      // This change is still counted as pending here; only the last one's count is current.
      if (queryClient.isMutating({ mutationKey: notificationMutationKey }) <= 1) setUnreadCount(queryClient, answer.unread_count);
      if (refetchRead) void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.read });
    },
  });
}

export function useNotificationActions() {
  const markReadChange = useFeedChange({ send: markNotificationRead, apply: (feed, id: number) => markRead(feed, id), failed: 'state' });
  const markUnreadChange = useFeedChange({
    send: markNotificationUnread,
    apply: (feed, id: number) => markUnread(feed, id),
    failed: 'state',
  });
  const readAllChange = useFeedChange({
    send: () => markAllNotificationsRead(),
    apply: (feed) => markAllRead(feed),
    failed: 'state',
    refetchRead: true,
  });
  const removeChange = useFeedChange({
    send: deleteNotification,
    apply: (feed, id: number) => removeNotification(feed, id),
    failed: 'delete',
  });
  const emptyChange = useFeedChange({ send: () => emptyNotifications(), apply: (feed) => emptyFeed(feed), failed: 'delete' });
  return {
    markRead: (id: number) => markReadChange.mutate(id),
    markUnread: (id: number) => markUnreadChange.mutate(id),
    markAllRead: () => readAllChange.mutate(undefined),
    remove: (id: number) => removeChange.mutate(id),
    empty: () => emptyChange.mutate(undefined),
  };
}
