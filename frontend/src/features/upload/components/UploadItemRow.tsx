import { ActionIcon, Box, Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconMovie, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { UploadItemStatus } from './UploadItemStatus';
import type { UploadItem } from '../queue/types';

interface UploadItemRowProps {
  item: UploadItem;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
}

function StatusIcon({ item }: { item: UploadItem }) {
  if (item.status === 'success') return <IconCircleCheck size={20} />;
  if (item.status === 'failed' || item.status === 'error') return <IconAlertTriangle size={20} />;
  return <IconMovie size={20} />;
}

const iconColor = { success: 'teal', failed: 'red', error: 'red' } as Partial<Record<UploadItem['status'], string>>;

/** One file of the upload dialog: init and error items can be removed, failed ones retried. */
export function UploadItemRow({ item, onRemove, onRetry }: UploadItemRowProps) {
  const { t } = useTranslation();
  const name = item.file.name;
  const removable = item.status === 'init' || item.status === 'error';
  const retryable = item.status === 'failed' && item.errorMsg !== 'video';

  return (
    <Paper withBorder p="sm" radius="md" data-status={item.status} aria-label={name} role="listitem">
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon variant="light" size={36} color={iconColor[item.status]}>
          <StatusIcon item={item} />
        </ThemeIcon>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600} truncate title={name}>
            {name}
          </Text>
          <UploadItemStatus item={item} />
        </Box>
        {retryable && (
          <Button size="compact-sm" variant="light" onClick={() => onRetry(item.key)}>
            {t('upload_video.retry')}
          </Button>
        )}
        {removable && (
          <ActionIcon variant="subtle" color="gray" aria-label={t('upload.remove', { name })} onClick={() => onRemove(item.key)}>
            <IconX size={18} />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}
