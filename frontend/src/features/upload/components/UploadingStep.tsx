import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { formatBytes } from '@/lib/format/bytes';

import { FileSummary } from './FileSummary';

interface UploadingStepProps {
  file: File;
  loaded: number;
  total: number;
  onCancel: () => void;
}

export function UploadingStep({ file, loaded, total, onCancel }: UploadingStepProps) {
  const { t } = useTranslation();
  const percent = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
  return (
    <Stack gap="md">
      <FileSummary file={file} />
      <div>
        <Group justify="space-between" mb={6}>
          <Text size="sm" fw={600}>
            {t('upload.uploading')}
          </Text>
          <Text size="sm" fw={600} c="brand">
            {percent}%
          </Text>
        </Group>
        <Progress value={percent} size="lg" radius="xl" striped animated aria-label={t('upload.uploading')} />
        <Text size="xs" c="dimmed" mt={6}>
          {t('upload.progress', { loaded: formatBytes(loaded), total: formatBytes(total) })}
        </Text>
      </div>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('upload.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
