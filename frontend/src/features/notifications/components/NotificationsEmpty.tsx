import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The panel with nothing in it (spec 2's notifications empty state). */
export function NotificationsEmpty() {
  const { t } = useTranslation('notifications');
  return (
    <Stack align="center" gap={6} py="lg" px="md" ta="center" data-testid="notifications-empty">
      <ThemeIcon size={48} radius={24} variant="light">
        <IconBellOff size={24} />
      </ThemeIcon>
      <Text fw={600}>{t('panel.emptyTitle')}</Text>
      <Text size="sm" c="dimmed">
        {t('panel.emptyText')}
      </Text>
    </Stack>
  );
}
