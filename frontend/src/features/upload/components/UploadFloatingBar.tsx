import { Affix, Group, Paper, Progress, Text, UnstyledButton } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useUploadCenter, useUploadState } from '../hooks/use-upload-center';
import { isRunning, overallPercent, successCount } from '../queue/summary';

/** While the dialog is minimised: overall progress, bottom right; a click reopens the dialog. */
export function UploadFloatingBar() {
  const { t } = useTranslation();
  const { view, open } = useUploadCenter();
  const { items } = useUploadState();
  if (view !== 'minimised') return null;

  const running = isRunning(items);
  const percent = overallPercent(items);
  return (
    <Affix position={{ bottom: 24, right: 24 }} zIndex={150}>
      <UnstyledButton onClick={() => open()} aria-label={t('upload.reopen')}>
        <Paper shadow="lg" radius="md" p="sm" withBorder w={280}>
          <Group gap="xs" wrap="nowrap" mb={6}>
            <IconCloudUpload size={18} color="var(--mantine-primary-color-filled)" />
            <Text size="sm" fw={600} truncate>
              {running
                ? t('upload.overall', { percent })
                : t('upload.summary', { success: successCount(items), total: items.length })}
            </Text>
          </Group>
          <Progress value={running ? percent : 100} size="sm" radius="xl" color={running ? undefined : 'teal'} />
        </Paper>
      </UnstyledButton>
    </Affix>
  );
}
