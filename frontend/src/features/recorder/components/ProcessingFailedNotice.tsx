import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArchive } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useRecorderContext } from '../hooks/use-recorder';

/** processing_error: the recording could not be finished; its copy waits in the backup box. */
export function ProcessingFailedNotice() {
  const { t } = useTranslation();
  const { processingFailed, dismissProcessingFailure, showBackups } = useRecorderContext();
  if (!processingFailed) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('recorder.processingFailed.title')}
      withCloseButton
      closeButtonLabel={t('recorder.processingFailed.dismiss')}
      onClose={dismissProcessingFailure}
      role="alert"
      data-testid="processing-failed"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('recorder.processingFailed.description')}</Text>
        <Button size="compact-sm" variant="light" color="red" leftSection={<IconArchive size={14} />} onClick={showBackups} data-testid="open-backup-box">
          {t('recorder.processingFailed.openBackups')}
        </Button>
      </Stack>
    </Alert>
  );
}
