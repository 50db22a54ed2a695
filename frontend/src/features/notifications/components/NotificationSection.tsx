import { Stack, Text } from '@mantine/core';

import type { Notification } from '@/lib/api/types.gen';

import { NotificationItem, type ItemHandlers } from './NotificationItem';

interface NotificationSectionProps extends ItemHandlers {
  title: string;
  items: Notification[];
  testId: string;
}

/** One titled part of the panel: unread, read, or all. */
export function NotificationSection({ title, items, testId, ...handlers }: NotificationSectionProps) {
  if (items.length === 0) return null;
  return (
    <Stack gap={2} data-testid={testId} role="group" aria-label={title}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="xs" pt="xs">
        {title}
      </Text>
      {items.map((item) => (
        <NotificationItem key={item.id} notification={item} {...handlers} />
      ))}
    </Stack>
  );
}
