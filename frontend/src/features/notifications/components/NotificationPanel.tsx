import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { NOTIFICATION_SCROLL_END_PX } from '@/config/constants';
import { teamListQuery } from '@/lib/api/endpoints/teams/list';
import type { Notification } from '@/lib/api/types.gen';

import classes from './Bell.module.css';
import { NotificationSection } from './NotificationSection';
import { NotificationsEmpty } from './NotificationsEmpty';
import { PanelHeader } from './PanelHeader';
import type { useNotificationActions } from '../api/use-notification-actions';
import { useNotificationFeed } from '../api/use-notification-feed';
import { notificationTarget } from '../target';

interface NotificationPanelProps {
  actions: ReturnType<typeof useNotificationActions>;
  onClearAll: () => void;
  onClose: () => void;
}

/**
 * The notification panel (spec 2): unread and read sections, or one 'all' section when nothing
 * is unread; scrolling to the end loads more read ones (spec 9).
 */
export function NotificationPanel({ actions, onClearAll, onClose }: NotificationPanelProps) {
  const { t } = useTranslation('notifications');
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

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - NOTIFICATION_SCROLL_END_PX) feed.loadMore();
  };

  const hasUnread = feed.unread.length > 0;
  const hasAny = hasUnread || feed.read.length > 0;
  return (
    <Stack gap={0}>
      <PanelHeader hasUnread={hasUnread} hasAny={hasAny} onMarkAllRead={actions.markAllRead} onClearAll={onClearAll} />
      {feed.failed && !hasAny ? (
        <Stack align="center" gap="xs" py="lg">
          <Text size="sm" c="dimmed">
            {t('panel.loadFailed')}
          </Text>
          <Button size="xs" variant="light" onClick={feed.retry}>
            {t('panel.retry')}
          </Button>
        </Stack>
      ) : feed.loading && !hasAny ? (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      ) : !hasAny ? (
        <NotificationsEmpty />
      ) : (
        <div className={classes.list} onScroll={onScroll} role="region" aria-label={t('panel.list')} data-testid="notification-list">
          {hasUnread ? (
            <>
              <NotificationSection title={t('panel.unread')} items={feed.unread} testId="notification-section-unread" {...handlers} />
              <NotificationSection title={t('panel.read')} items={feed.read} testId="notification-section-read" {...handlers} />
            </>
          ) : (
            <NotificationSection title={t('panel.all')} items={feed.read} testId="notification-section-all" {...handlers} />
          )}
          {feed.loadingMore && (
            <Center py="xs">
              <Loader size="xs" aria-label={t('panel.loadingMore')} />
            </Center>
          )}
        </div>
      )}
    </Stack>
  );
}
