import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The processing_error toast on pages other than the recorder, with the way to the backup box. */
export function ProcessingFailedToast({ onOpenBackups }: { onOpenBackups: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} align="flex-start">
      <Text size="sm">{t('recorder.processingFailed.description')}</Text>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        leftSection={<IconArchive size={14} />}
        onClick={() => {
          notifications.hide('recorder-processing-failed');
          onOpenBackups();
        }}
      >
        {t('recorder.processingFailed.openBackups')}
      </Button>
    </Stack>
  );
}
