import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useUploadCenter, useUploadState } from '../hooks/use-upload-center';
import { isRunning, overallPercent, successCount } from '../queue/summary';

/** Start with the count of files; while uploading, overall progress; then success/total. */
export function UploadDialogFooter() {
  const { t } = useTranslation();
  const { queue, close } = useUploadCenter();
  const { items, started } = useUploadState();

  if (!started) {
    const ready = items.filter((item) => item.status === 'init').length;
    return (
      <Group justify="flex-end">
        <Button onClick={queue.start} disabled={ready === 0}>
          {t('upload.start', { count: ready })}
        </Button>
      </Group>
    );
  }
  if (isRunning(items)) {
    return (
      <Group justify="space-between">
        <Text size="sm" c="dimmed" role="status">
          {t('upload.overall', { percent: overallPercent(items) })}
        </Text>
        <Button variant="default" onClick={close}>
          {t('upload.minimise')}
        </Button>
      </Group>
    );
  }
  return (
    <Group justify="space-between">
      <Text size="sm" fw={600} role="status">
        {t('upload.summary', { success: successCount(items), total: items.length })}
      </Text>
      <Button onClick={close}>{t('upload.done')}</Button>
    </Group>
  );
}
