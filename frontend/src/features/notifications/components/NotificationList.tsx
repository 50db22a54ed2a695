import { Button, Center, Loader } from '@mantine/core';
import type { UIEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { NOTIFICATION_SCROLL_END_PX } from '@/config/constants';
import type { Notification } from '@/lib/api/types.gen';

import classes from './Bell.module.css';
import type { ItemHandlers } from './NotificationItem';
import { NotificationSection } from './NotificationSection';

interface NotificationListProps extends ItemHandlers {
  unread: Notification[];
  read: Notification[];
  /** Scrolled to the end: the next page of read ones (spec 9). */
  onEndReached: () => void;
  loadingMore: boolean;
  /** A page failed: offer to try again. */
  onRetry?: () => void;
}

/** The panel's list: unread then read, or one 'all' section when nothing is unread (spec 2). */
export function NotificationList({ unread, read, onEndReached, loadingMore, onRetry, ...handlers }: NotificationListProps) {
  const { t } = useTranslation('notifications');
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - NOTIFICATION_SCROLL_END_PX) onEndReached();
  };
  return (
    <div className={classes.list} onScroll={onScroll} role="region" aria-label={t('panel.list')} data-testid="notification-list">
      {unread.length > 0 ? (
        <>
          <NotificationSection title={t('panel.unread')} items={unread} testId="notification-section-unread" {...handlers} />
          <NotificationSection title={t('panel.read')} items={read} testId="notification-section-read" {...handlers} />
        </>
      ) : (
        <NotificationSection title={t('panel.all')} items={read} testId="notification-section-all" {...handlers} />
      )}
      {onRetry && (
        <Center py="xs">
          <Button size="compact-xs" variant="subtle" onClick={onRetry}>
            {t('panel.retry')}
          </Button>
        </Center>
      )}
      {loadingMore && (
        <Center py="xs">
          <Loader size="xs" aria-label={t('panel.loadingMore')} />
        </Center>
      )}
    </div>
  );
}
