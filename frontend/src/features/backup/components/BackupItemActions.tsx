import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconPlayerPlay, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

import { backupFileName, saveBlob } from '../download';
import { useBackupCommand, useBackupStore, useRemoveBackup } from '../hooks/use-backups';
import type { BackupEntry } from '../types';

interface BackupItemActionsProps {
  entry: BackupEntry;
  /** A link or action takes the user elsewhere: the box closes. */
  onNavigate: () => void;
}

/** Play, download, retry (failed) and delete (after an inline confirmation). */
export function BackupItemActions({ entry, onNavigate }: BackupItemActionsProps) {
  const { t } = useTranslation();
  const store = useBackupStore();
  const command = useBackupCommand();
  const remove = useRemoveBackup();
  const [confirming, setConfirming] = useState(false);

  if (confirming) {
    return (
      <Group gap="xs" justify="space-between" wrap="nowrap" mt={6} data-testid="backup-delete-confirmation">
        <Text size="xs" c="red">
          {t('backup.deleteConfirm')}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="default" onClick={() => setConfirming(false)}>
            {t('backup.cancel')}
          </Button>
          <Button
            size="compact-xs"
            color="red"
            onClick={() => remove(entry.key)}
            data-testid="backup-delete-confirm"
          >
            {t('backup.delete')}
          </Button>
        </Group>
      </Group>
    );
  }

  const download = () => command(() => store.blob(entry.key).then((blob) => saveBlob(blob, backupFileName(entry))));
  return (
    <Group gap={4} wrap="nowrap" mt={6}>
      {entry.processStatus === 'failed' && (
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconRefresh size={14} />}
          onClick={() => command(() => store.retry(entry.key))}
          data-testid="backup-retry"
        >
          {t('backup.retry')}
        </Button>
      )}
      <Tooltip label={t('backup.play')}>
        <ActionIcon
          component={Link}
          to={paths.localVideo(entry.key)}
          onClick={onNavigate}
          variant="subtle"
          size="sm"
          aria-label={t('backup.play')}
          data-testid="backup-play"
        >
          <IconPlayerPlay size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('backup.download')}>
        <ActionIcon variant="subtle" size="sm" aria-label={t('backup.download')} onClick={download} data-testid="backup-download">
          <IconDownload size={16} />
        </ActionIcon>
      </Tooltip>
      {entry.processStatus !== 'uploading' && (
        <Tooltip label={t('backup.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            aria-label={t('backup.delete')}
            onClick={() => setConfirming(true)}
            data-testid="backup-delete"
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
