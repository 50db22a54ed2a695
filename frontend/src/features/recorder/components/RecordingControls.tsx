import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled, IconPlayerStopFilled, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DiscardConfirm } from './DiscardConfirm';
import { useRecorderCommand, useRecorderContext } from '../hooks/use-recorder';

/** Pause or resume, stop, and discard (after a confirmation). */
export function RecordingControls({ paused }: { paused: boolean }) {
  const { t } = useTranslation();
  const { recorder } = useRecorderContext().engine;
  const command = useRecorderCommand();
  const [confirming, setConfirming] = useState(false);

  return (
    <Group gap="xs" wrap="nowrap">
      {paused ? (
        <Button
          variant="default"
          leftSection={<IconPlayerPlayFilled size={16} />}
          onClick={() => command(() => recorder.resume())}
          data-testid="recorder-resume"
        >
          {t('recorder.resume')}
        </Button>
      ) : (
        <Button
          variant="default"
          leftSection={<IconPlayerPauseFilled size={16} />}
          onClick={() => command(() => recorder.pause())}
          data-testid="recorder-pause"
        >
          {t('recorder.pause')}
        </Button>
      )}
      <Button
        color="red"
        style={{ flex: 1 }}
        leftSection={<IconPlayerStopFilled size={16} />}
        onClick={() => command(() => recorder.stop())}
        data-testid="recorder-stop"
      >
        {t('recorder.stop')}
      </Button>
      <Tooltip label={t('recorder.discard.button')}>
        <ActionIcon
          size="lg"
          variant="default"
          aria-label={t('recorder.discard.button')}
          onClick={() => setConfirming(true)}
          data-testid="recorder-discard"
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
      <DiscardConfirm
        opened={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          command(() => recorder.discard());
        }}
      />
    </Group>
  );
}
