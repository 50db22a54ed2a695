import { Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { teamListQuery } from '@/lib/api/endpoints/teams/list';
import type { Notification } from '@/lib/api/types.gen';

import { NotificationList } from './NotificationList';
import { NotificationsEmpty } from './NotificationsEmpty';
import { PanelHeader } from './PanelHeader';
import { PanelProblem } from './PanelProblem';
import type { useNotificationActions } from '../api/use-notification-actions';
import { useNotificationFeed } from '../api/use-notification-feed';
import { notificationTarget } from '../target';

interface NotificationPanelProps {
  actions: ReturnType<typeof useNotificationActions>;
  onClearAll: () => void;
  onClose: () => void;
}

/** The notification panel (spec 2): its header, then the list, the empty state or what went wrong. */
export function NotificationPanel({ actions, onClearAll, onClose }: NotificationPanelProps) {
  const navigate = useNavigate();
  const feed = useNotificationFeed();
  const teams = useQuery(teamListQuery());

  const handlers = {
    onOpen: (notification: Notification) => {
      if (!notification.is_read) actions.markRead(notification.id);
      const role = teams.data?.teams.find((team) => team.id === notification.extra.team_id)?.role;
      const target = notificationTarget(notification, role);
      if (!target) return;
      onClose();
      void navigate(target);
    },
    onToggle: (notification: Notification) =>
      notification.is_read ? actions.markUnread(notification.id) : actions.markRead(notification.id),
    onDelete: (notification: Notification) => actions.remove(notification.id),
  };

  const hasUnread = feed.unread.length > 0;
  const hasAny = hasUnread || feed.read.length > 0;
  let body: ReactNode;
  if (hasAny) {
    body = (
      <NotificationList
        unread={feed.unread}
        read={feed.read}
        onEndReached={feed.loadMore}
        loadingMore={feed.loadingMore}
        onRetry={feed.failed ? feed.retry : undefined}
        {...handlers}
      />
    );
  } else if (feed.failed) {
    body = <PanelProblem onRetry={feed.retry} />;
  } else if (feed.loading) {
    body = (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  } else {
    body = <NotificationsEmpty />;
  }

  return (
    <Stack gap={0}>
      <PanelHeader hasUnread={hasUnread} hasAny={hasAny} onMarkAllRead={actions.markAllRead} onClearAll={onClearAll} />
      {body}
    </Stack>
  );
}
