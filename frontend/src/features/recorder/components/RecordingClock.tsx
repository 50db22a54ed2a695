import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { formatTimer } from '@/lib/format/timer';

interface RecordingClockProps {
  elapsedMs: number;
  paused: boolean;
  size?: 'md' | 'xl';
}

/** The recorded time with a red dot, or a 'Paused' badge while paused. */
export function RecordingClock({ elapsedMs, paused, size = 'xl' }: RecordingClockProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      {paused ? (
        <Badge color="gray" variant="light" size={size === 'xl' ? 'md' : 'sm'}>
          {t('recorder.paused')}
        </Badge>
      ) : (
        <Badge color="red" variant="dot" size={size === 'xl' ? 'md' : 'sm'}>
          {t('recorder.recording')}
        </Badge>
      )}
      <Text
        fw={700}
        size={size}
        ff="monospace"
        role="timer"
        aria-label={t('recorder.elapsed')}
        data-testid="recorder-timer"
        data-elapsed-ms={Math.round(elapsedMs)}
      >
        {formatTimer(elapsedMs)}
      </Text>
    </Group>
  );
}
