import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktopOff, IconDownload, IconTrash } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/EmptyState';
import { FullPageLoader } from '@/components/ui/FullPageLoader';
import { formatBytes } from '@/lib/format/bytes';
import { formatDuration } from '@/lib/format/duration';

import { DeleteBackupModal } from './DeleteBackupModal';
import classes from './LocalVideoView.module.css';
import { backupFileName, saveBlob } from '../download';
import { formatCreated } from '../format-created';
import { useBackupBlob } from '../hooks/use-backup-blob';
import { useBackupItems, useBackupStore, useRemoveBackup } from '../hooks/use-backups';

interface LocalVideoViewProps {
  backupKey: string;
  /** After deleting, the page goes away (to My Videos). */
  onDeleted: () => void;
  /** Offered when the recording is not on this device. */
  notFoundAction?: ReactNode;
}

/**
 * /localVideo/{key}: plays a recording from this device's backup, with download and delete;
 * a key this browser does not list is 'not found on this device'.
 */
export function LocalVideoView({ backupKey, onDeleted, notFoundAction }: LocalVideoViewProps) {
  const { t, i18n } = useTranslation();
  const store = useBackupStore();
  const remove = useRemoveBackup();
  const entry = useBackupItems().find((item) => item.key === backupKey);
  const { loading, missing, blob, url } = useBackupBlob(backupKey);
  const [deleting, setDeleting] = useState(false);
  const [listed, setListed] = useState(false);

  // The list is read again first: the recording may come from another tab or an earlier visit.
  useEffect(() => {
    let live = true;
    Promise.resolve(store.refresh())
      .catch(() => undefined)
      .finally(() => live && setListed(true));
    return () => {
      live = false;
    };
  }, [store]);

  if (loading || (!entry && !listed)) return <FullPageLoader />;
  if (!entry || missing || !blob || !url) {
    return (
      <div data-testid="local-video-missing">
        <EmptyState
          icon={<IconDeviceDesktopOff size={34} />}
          title={t('backup.local.notFound')}
          description={t('backup.local.notFoundHint')}
          action={notFoundAction}
        />
      </div>
    );
  }

  const { title } = entry;
  const meta = [formatCreated(entry.createdAt, i18n.language), formatBytes(entry.bytes), formatDuration(entry.durationMs)];

  return (
    <Stack gap="lg">
      <div className={classes.stage}>
        <video className={classes.video} src={url} controls playsInline aria-label={title} data-testid="local-video" />
      </div>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('backup.local.onThisDevice')} · {meta.join(' · ')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button leftSection={<IconDownload size={18} />} onClick={() => saveBlob(blob, backupFileName(entry))} data-testid="local-video-download">
            {t('backup.download')}
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={18} />}
            onClick={() => setDeleting(true)}
            data-testid="local-video-delete"
          >
            {t('backup.delete')}
          </Button>
        </Group>
      </Group>
      <DeleteBackupModal
        opened={deleting}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          remove(backupKey, onDeleted);
        }}
      />
    </Stack>
  );
}
