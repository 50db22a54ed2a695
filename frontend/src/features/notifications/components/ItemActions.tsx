import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconCircle, IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { Notification } from '@/lib/api/types.gen';

import classes from './Bell.module.css';

interface ItemActionsProps {
  notification: Notification;
  onToggle: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
}

/** An item's read/unread toggle and delete (spec 2); an unread one shows its dot. */
export function ItemActions({ notification, onToggle, onDelete }: ItemActionsProps) {
  const { t } = useTranslation('notifications');
  const toggleLabel = notification.is_read ? t('item.markUnread') : t('item.markRead');
  return (
    <Group gap={2} wrap="nowrap" pt="xs" pr={4}>
      {!notification.is_read && <span className={classes.unreadDot} role="img" aria-label={t('item.unread')} />}
      <Tooltip label={toggleLabel} withinPortal={false}>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={toggleLabel} onClick={() => onToggle(notification)}>
          {notification.is_read ? <IconCircle size={14} /> : <IconCircleCheck size={14} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('item.delete')} withinPortal={false}>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('item.delete')} onClick={() => onDelete(notification)}>
          <IconTrash size={14} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
