import { Button, Tooltip, VisuallyHidden, type MantineSize } from '@mantine/core';
import { IconPlayerRecordFilled } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { SubscribeModal } from '@/components/ui/SubscribeModal';
import { paths } from '@/config/paths';

import { useRecordAccess } from '../hooks/use-record-access';
import { disabledReason } from '../messages';

interface RecordButtonProps {
  size?: MantineSize;
  /** Each Record button on a page gets its own, for the end-to-end tests. */
  testId?: string;
  /** The folder the recording goes into (spec 3's payload, locationType folder); 0 is My Videos. */
  folderId?: number;
  /** The room the recording goes into instead (locationType channel); 0 is none. */
  channelId?: number;
}

function recorderPath(folderId: number, channelId: number): string {
  if (channelId > 0) return `${paths.recorder}?channel=${channelId}`;
  return folderId > 0 ? `${paths.recorder}?folder=${folderId}` : paths.recorder;
}

/**
 * Opens the recorder (spec 5): disabled with the reason in a tooltip when recording is not
 * possible; at the Basic plan's limit it offers Premium instead (spec 6).
 */
export function RecordButton({ size = 'sm', testId = 'record-button', folderId = 0, channelId = 0 }: RecordButtonProps) {
  const { t } = useTranslation();
  const access = useRecordAccess();
  const [limit, setLimit] = useState<number | null>(null);
  const icon = <IconPlayerRecordFilled size={16} color="var(--mantine-color-red-5)" />;
  const reason = disabledReason(t, access);
  const reasonId = useId();

  if (reason !== null) {
    return (
      <>
        {/* data-disabled rather than disabled, so the tooltip still shows on hover and focus. */}
        <Tooltip label={reason} multiline maw={280}>
          <Button
            size={size}
            variant="default"
            leftSection={icon}
            data-disabled
            aria-disabled="true"
            aria-describedby={reasonId}
            data-testid={testId}
            onClick={(event) => event.preventDefault()}
          >
            {t('recorder.record')}
          </Button>
        </Tooltip>
        <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
      </>
    );
  }
  if (access.kind === 'limit') {
    return (
      <>
        <Button size={size} variant="default" leftSection={icon} data-testid={testId} onClick={() => setLimit(access.limit)}>
          {t('recorder.record')}
        </Button>
        <SubscribeModal type="upload" limit={limit} onClose={() => setLimit(null)} />
      </>
    );
  }
  // In the desktop app the recorder page chooses where the recording goes and starts the app's
  // own recorder; a room's button proposes that room.
  return (
    <Button component={Link} to={recorderPath(folderId, channelId)} size={size} variant="default" leftSection={icon} data-testid={testId}>
      {access.kind === 'active' ? t('recorder.backToRecording') : t('recorder.record')}
    </Button>
  );
}
