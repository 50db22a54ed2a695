import { Avatar, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { Notification } from '@/lib/api/types.gen';
import { formatSharedTime } from '@/lib/format/shared-time';

import classes from './Bell.module.css';
import { ItemActions } from './ItemActions';
import { notificationQuote, notificationText } from '../text';

export interface ItemHandlers {
  onOpen: (notification: Notification) => void;
  onToggle: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
}

/** One notification: who, what and when; a click opens where it happened and marks it read. */
export function NotificationItem({ notification, onOpen, onToggle, onDelete }: { notification: Notification } & ItemHandlers) {
  const { t, i18n } = useTranslation('notifications');
  const { subject, is_read: isRead, created_at: createdAt } = notification;
  const quote = notificationQuote(notification);
  const when = formatSharedTime(new Date(createdAt * 1000).toISOString(), new Date(), i18n.language);
  return (
    <Group
      gap={4}
      wrap="nowrap"
      align="flex-start"
      className={classes.item}
      data-testid="notification-item"
      data-notification-id={notification.id}
      data-read={isRead}
    >
      <UnstyledButton className={classes.itemOpen} p="xs" onClick={() => onOpen(notification)}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={subject.avatar || null} name={subject.nickname} color="initials" radius="xl" size="md" />
          <Stack gap={2} miw={0}>
            <Text size="sm" fw={isRead ? 400 : 600} data-testid="notification-text">
              {notificationText(t, notification)}
            </Text>
            {quote && (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {quote}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {when}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
      <ItemActions notification={notification} onToggle={onToggle} onDelete={onDelete} />
    </Group>
  );
}
