import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { formatBytes } from '@/lib/format/bytes';

import { percentOf } from '../queue/summary';
import type { UploadErrorMsg, UploadItem } from '../queue/types';

const errorKeys = {
  format: 'upload_video.format_error',
  size: 'upload_video.size_error',
  upload: 'upload_video.upload_error',
  video: 'upload_video.video_error',
  limit: 'upload_video.limit_error',
} as const satisfies Record<UploadErrorMsg, string>;

/** The line under a file's name: its size, progress, or what went wrong. */
export function UploadItemStatus({ item }: { item: UploadItem }) {
  const { t } = useTranslation();
  const size = formatBytes(item.file.size);

  if (item.errorMsg) {
    return (
      <Text size="xs" c="red" fw={600} role="alert">
        {t(errorKeys[item.errorMsg])}
      </Text>
    );
  }
  if (item.status === 'uploading') {
    const percent = item.processing ? 100 : percentOf(item.loaded, item.file.size);
    const label = item.processing ? t('upload.processing') : t('upload.uploading');
    return (
      <div>
        <Progress value={percent} size="sm" radius="xl" mt={6} striped animated={item.processing} aria-label={label} />
        <Group justify="space-between" mt={4} gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" truncate>
            {item.processing ? label : t('upload.progress', { loaded: formatBytes(item.loaded), total: size })}
          </Text>
          {!item.processing && (
            <Text size="xs" fw={600} c="brand">
              {percent}%
            </Text>
          )}
        </Group>
      </div>
    );
  }
  if (item.status === 'success') {
    return (
      <Text size="xs" c="teal" fw={600}>
        {t('upload.success')}
      </Text>
    );
  }
  return (
    <Text size="xs" c="dimmed">
      {item.status === 'pending' ? t('upload.pending') : size}
    </Text>
  );
}
