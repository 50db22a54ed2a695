import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { BackupEntry } from '../types';

/** waiting, uploading with its progress, completed, or failed with the reason. */
export function BackupItemStatus({ entry }: { entry: BackupEntry }) {
  const { t } = useTranslation();
  const percent = Math.min(100, Math.floor(entry.progress * 100));
  switch (entry.processStatus) {
    case 'uploading':
      return (
        <div>
          <Progress value={percent} size="sm" radius="xl" mt={6} aria-label={t('backup.status.uploading')} />
          <Group justify="space-between" mt={4} gap="xs">
            <Text size="xs" c="dimmed">
              {t('backup.status.uploading')}
            </Text>
            <Text size="xs" fw={600} c="brand">
              {percent}%
            </Text>
          </Group>
        </div>
      );
    case 'failed':
      return (
        <Text size="xs" c="red" fw={600} role="alert">
          {t('backup.status.failed')}
        </Text>
      );
    case 'completed':
      return (
        <Text size="xs" c="teal" fw={600}>
          {t('backup.status.completed')}
        </Text>
      );
    default:
      return (
        <Text size="xs" c="dimmed">
          {t('backup.status.waiting')}
        </Text>
      );
  }
}
