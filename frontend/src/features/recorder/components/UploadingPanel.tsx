import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { RecorderCard } from './RecorderCard';
import { useRecorderSnapshot } from '../hooks/use-recorder';

/** After stop: the rest of the recording goes up, then the server finishes it. */
export function UploadingPanel() {
  const { t } = useTranslation();
  const { uploadProgress } = useRecorderSnapshot();
  const percent = Math.min(100, Math.floor(uploadProgress * 100));
  const processing = percent >= 100;
  const label = processing ? t('recorder.uploading.processing') : t('recorder.uploading.title');
  return (
    <RecorderCard label={t('recorder.uploading.title')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={650}>{label}</Text>
          {!processing && (
            <Text fw={650} c="brand" data-testid="recorder-upload-percent">
              {percent}%
            </Text>
          )}
        </Group>
        <Progress
          value={processing ? 100 : percent}
          striped
          animated={processing}
          aria-label={label}
          data-testid="recorder-upload-progress"
        />
        <Text size="sm" c="dimmed">
          {t('recorder.uploading.hint')}
        </Text>
      </Stack>
    </RecorderCard>
  );
}
