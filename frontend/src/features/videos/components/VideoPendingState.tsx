import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { LiveDot } from '@/components/ui/LiveDot';
import { VideoLocalUploading, VideoRecording, VideoRecordUploading, type VideoStatus } from '@/lib/api/types.gen';
import { isSettled } from '@/lib/video-status';

import classes from './VideoCard.module.css';

type PendingKey = 'videos.pending.recording' | 'videos.pending.uploading' | 'videos.pending.processing';

function pendingKey(status: VideoStatus): PendingKey {
  if (status === VideoRecordUploading || status === VideoRecording) return 'videos.pending.recording';
  if (status === VideoLocalUploading) return 'videos.pending.uploading';
  return 'videos.pending.processing';
}

/** On a placeholder's cover: 'Recording…', 'Uploading…' or 'Processing…' until the video settles. */
export function VideoPendingState({ status }: { status: VideoStatus }) {
  const { t } = useTranslation();
  if (isSettled(status)) return null;
  const key = pendingKey(status);
  return (
    <div className={classes.pending} role="status" data-testid="video-pending">
      <Group gap={8} wrap="nowrap">
        {key === 'videos.pending.recording' ? <LiveDot size={10} /> : <Loader size={14} color="white" />}
        <Text size="sm" fw={600}>
          {t(key)}
        </Text>
      </Group>
    </div>
  );
}
