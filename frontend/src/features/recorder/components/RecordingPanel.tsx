import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { CameraPreview } from './CameraPreview';
import { DiscardUndoNotice } from './DiscardUndoNotice';
import { RecorderCard } from './RecorderCard';
import { RecordingClock } from './RecordingClock';
import { RecordingControls } from './RecordingControls';
import { ShareLinkField } from './ShareLinkField';
import { useCameraStream, useRecorderCommand, useRecorderContext, useRecorderSnapshot } from '../hooks/use-recorder';

/** Spec 2: timer, pause/resume, stop, discard with undo, and the share link; camera mode shows the camera large. */
export function RecordingPanel() {
  const { t } = useTranslation();
  const { engine, options } = useRecorderContext();
  const snapshot = useRecorderSnapshot();
  const camera = useCameraStream();
  const command = useRecorderCommand();
  const cameraMode = options?.recordType === 'camera';

  return (
    <RecorderCard wide={cameraMode} label={t('recorder.recordingPanel')}>
      <Stack gap="md">
        {cameraMode && <CameraPreview stream={camera} label={t('recorder.cameraPreview')} />}
        {options && (
          <Text size="sm" c="dimmed" truncate title={options.title}>
            {options.title}
          </Text>
        )}
        <RecordingClock elapsedMs={snapshot.elapsedMs} paused={snapshot.status === 'paused'} />
        {snapshot.discardAt !== null ? (
          <DiscardUndoNotice discardAt={snapshot.discardAt} onUndo={() => command(() => engine.recorder.undoDiscard())} />
        ) : (
          <RecordingControls paused={snapshot.status === 'paused'} />
        )}
        <ShareLinkField url={snapshot.shareUrl} />
      </Stack>
    </RecorderCard>
  );
}
