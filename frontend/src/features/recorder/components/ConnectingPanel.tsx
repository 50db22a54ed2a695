import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { RecorderCard } from './RecorderCard';
import { useRecorderCommand, useRecorderContext } from '../hooks/use-recorder';

/**
 * Connecting to the devices, or waiting for the browser's share dialog; for the latter,
 * the screen-share guide of spec 8. Cancel goes back to ready.
 */
export function ConnectingPanel({ waitingForShare }: { waitingForShare: boolean }) {
  const { t } = useTranslation();
  const { recorder } = useRecorderContext().engine;
  const command = useRecorderCommand();
  return (
    <RecorderCard label={t('recorder.connecting.title')}>
      <Stack gap="md" align="center" ta="center">
        <Loader type="dots" />
        <Text fw={650} size="lg">
          {waitingForShare ? t('recorder.connecting.shareTitle') : t('recorder.connecting.title')}
        </Text>
        {waitingForShare && (
          <Text size="sm" c="dimmed" data-testid="share-guide">
            {t('recorder.connecting.shareGuide')}
          </Text>
        )}
        <Group>
          <Button variant="default" onClick={() => command(() => recorder.cancel())} data-testid="recorder-cancel">
            {t('recorder.cancel')}
          </Button>
        </Group>
      </Stack>
    </RecorderCard>
  );
}
