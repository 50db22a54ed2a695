import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import {
  VideoFail,
  VideoLocalUploading,
  VideoOK,
  VideoRecording,
  VideoRecordUploading,
  type VideoStatus,
} from '@/lib/api/types.gen';

type StatusKey = 'videos.status.failed' | 'videos.status.uploading' | 'videos.status.recording' | 'videos.status.processing';

function describe(status: VideoStatus): { key: StatusKey; color: string } {
  switch (status) {
    case VideoFail:
      return { key: 'videos.status.failed', color: 'red' };
    case VideoLocalUploading:
      return { key: 'videos.status.uploading', color: 'blue' };
    // A browser recording streams its bytes while it is made (record_uploading).
    case VideoRecording:
    case VideoRecordUploading:
      return { key: 'videos.status.recording', color: 'pink' };
    default:
      return { key: 'videos.status.processing', color: 'orange' };
  }
}

/** Says why a video cannot be played yet; nothing for a playable one. */
export function VideoStatusBadge({ status }: { status: VideoStatus }) {
  const { t } = useTranslation();
  if (status === VideoOK) return null;
  const { key, color } = describe(status);
  return (
    <Badge color={color} variant="filled" size="sm" radius="sm">
      {t(key)}
    </Badge>
  );
}
