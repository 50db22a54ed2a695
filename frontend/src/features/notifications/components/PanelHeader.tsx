import { Button, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PanelHeaderProps {
  hasUnread: boolean;
  hasAny: boolean;
  onMarkAllRead: () => void;
  onClearAll: () => void;
}

/** The panel's title, mark-all-read and clear-all (spec 2). */
export function PanelHeader({ hasUnread, hasAny, onMarkAllRead, onClearAll }: PanelHeaderProps) {
  const { t } = useTranslation('notifications');
  return (
    <Group justify="space-between" wrap="nowrap" px="xs" pb="xs">
      <Title order={2} size="h5">
        {t('panel.title')}
      </Title>
      <Group gap={4} wrap="nowrap">
        <Button size="compact-xs" variant="subtle" disabled={!hasUnread} onClick={onMarkAllRead} data-testid="notification-read-all">
          {t('panel.markAllRead')}
        </Button>
        <Button size="compact-xs" variant="subtle" color="red" disabled={!hasAny} onClick={onClearAll} data-testid="notification-clear-all">
          {t('panel.clearAll')}
        </Button>
      </Group>
    </Group>
  );
}
