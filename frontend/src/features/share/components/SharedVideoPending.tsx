import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { LiveDot } from '@/components/ui/LiveDot';
import { VideoRecording, VideoRecordUploading, type Video } from '@/lib/api/types.gen';

import classes from './SharedVideoPending.module.css';

/** Recording (streamed while it is made) rather than uploading or processing. */
function isBeingRecorded(video: Pick<Video, 'status'>): boolean {
  return video.status === VideoRecordUploading || video.status === VideoRecording;
}

/**
 * A shared link opened before the video can play: 'Recording in progress' while its author
 * still records, 'Processing…' after; the page polls every 2 s and then shows the player.
 */
export function SharedVideoPending({ video }: { video: Pick<Video, 'status' | 'user'> }) {
  const { t } = useTranslation();
  const recording = isBeingRecorded(video);
  const name = video.user.nickname;
  return (
    <div className={classes.stage} role="status" data-testid="shared-video-pending">
      {recording ? <LiveDot size={14} /> : <Loader color="white" type="dots" />}
      <Text fw={650} size="xl">
        {recording ? t('share.pending.recording') : t('share.pending.processing')}
      </Text>
      <Text size="sm" c="gray.4">
        {recording ? t('share.pending.recordingHint', { name }) : t('share.pending.processingHint', { name })}
      </Text>
    </div>
  );
}
