import { Button, Group, Modal } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { ProcessingStep } from './ProcessingStep';
import { SelectStep } from './SelectStep';
import { StepMessage } from './StepMessage';
import { UploadingStep } from './UploadingStep';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import { useVideoUpload } from '../hooks/use-video-upload';

interface UploadDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Upload dialog (spec 2, width 500): pick, upload with progress, then processing. */
export function UploadDialog({ opened, onClose }: UploadDialogProps) {
  const { t } = useTranslation();
  const { phase, choose, start, cancel, reset } = useVideoUpload();
  useLeaveWarning(phase.name === 'uploading');

  function close() {
    cancel();
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      onExitTransitionEnd={reset}
      title={t('upload.title')}
      size={500}
      padding="lg"
    >
      {phase.name === 'select' && (
        <SelectStep file={phase.file} problem={phase.problem} onChoose={choose} onStart={(file) => void start(file)} />
      )}
      {phase.name === 'uploading' && (
        <UploadingStep file={phase.file} loaded={phase.loaded} total={phase.total} onCancel={reset} />
      )}
      {phase.name === 'uploaded' && <ProcessingStep videoId={phase.videoId} onClose={close} />}
      {phase.name === 'failed' && (
        <StepMessage
          icon={<IconAlertTriangle size={34} />}
          color="red"
          title={t('upload.failed')}
          description={phase.reason ? t('errors.reason', { msg: phase.reason }) : undefined}
        >
          <Group mt="md">
            <Button variant="default" onClick={close}>
              {t('upload.close')}
            </Button>
            <Button onClick={() => void start(phase.file)}>{t('upload.retry')}</Button>
          </Group>
        </StepMessage>
      )}
    </Modal>
  );
}
