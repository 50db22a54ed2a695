import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { formatBytes } from '@/lib/format/bytes';
import { formatDuration } from '@/lib/format/duration';

import { BackupItemActions } from './BackupItemActions';
import { BackupItemStatus } from './BackupItemStatus';
import { formatCreated } from '../format-created';
import type { BackupEntry } from '../types';

/** One backup: title, when it was made, size, length, status and actions. */
export function BackupItemRow({ entry, onNavigate }: { entry: BackupEntry; onNavigate: () => void }) {
  const { i18n } = useTranslation();
  const meta = [formatCreated(entry.createdAt, i18n.language), formatBytes(entry.bytes), formatDuration(entry.durationMs)];
  return (
    <Paper withBorder p="xs" radius="md" role="listitem" aria-label={entry.title} data-testid="backup-item" data-status={entry.processStatus}>
      <Text size="sm" fw={600} truncate title={entry.title}>
        {entry.title}
      </Text>
      <Text size="xs" c="dimmed">
        {meta.join(' · ')}
      </Text>
      <BackupItemStatus entry={entry} />
      <BackupItemActions entry={entry} onNavigate={onNavigate} />
    </Paper>
  );
}
