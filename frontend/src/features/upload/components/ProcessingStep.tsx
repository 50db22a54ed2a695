import { Button, Group, Loader } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { VideoFail, VideoOK } from '@/lib/api/types.gen';

import { StepMessage } from './StepMessage';
import { useUploadedVideo } from '../api/get-uploaded-video';

interface ProcessingStepProps {
  videoId: number;
  onClose: () => void;
}

/** After the bytes are in: waits for processing, then offers to open the video. */
export function ProcessingStep({ videoId, onClose }: ProcessingStepProps) {
  const { t } = useTranslation();
  const status = useUploadedVideo(videoId).data?.status;

  if (status === VideoFail) {
    return (
      <StepMessage icon={<IconAlertTriangle size={34} />} color="red" title={t('upload.invalidVideo')}>
        <Button variant="default" mt="md" onClick={onClose}>
          {t('upload.close')}
        </Button>
      </StepMessage>
    );
  }
  if (status === VideoOK) {
    return (
      <StepMessage icon={<IconCircleCheck size={36} />} color="teal" title={t('upload.done')}>
        <Group mt="md">
          <Button variant="default" onClick={onClose}>
            {t('upload.close')}
          </Button>
          <Button component={Link} to={paths.video(videoId)} onClick={onClose}>
            {t('upload.open')}
          </Button>
        </Group>
      </StepMessage>
    );
  }
  return (
    <StepMessage icon={<Loader size="sm" />} title={t('upload.processing')} description={t('upload.processingHint')}>
      <Button variant="default" mt="md" onClick={onClose}>
        {t('upload.close')}
      </Button>
    </StepMessage>
  );
}
