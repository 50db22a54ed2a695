import { Stack } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/EmptyState';
import { FullPageLoader } from '@/components/ui/FullPageLoader';
import { VideoStage } from '@/components/ui/VideoStage';
import { VideoSummary } from '@/components/ui/VideoSummary';
import { isSharedVideoGone } from '@/lib/api/endpoints/videos/shared-detail';
import { isSettled } from '@/lib/video-status';

import { SharedVideoActions } from './SharedVideoActions';
import { SharedVideoPending } from './SharedVideoPending';
import { useSharedVideo } from '../api/get-shared-video';

interface SharedVideoViewProps {
  id: number;
  shareKey: string;
  notFoundAction?: ReactNode;
}

/** The player page of a share link; polls every 2 s while the video is still recorded or processed. */
export function SharedVideoView({ id, shareKey, notFoundAction }: SharedVideoViewProps) {
  const { t } = useTranslation();
  const { data: video, error, isLoading } = useSharedVideo(id, shareKey);

  if (isLoading) return <FullPageLoader />;
  // A recording discarded while the page polled answers 404; its last data would say 'recording'.
  if (!video || isSharedVideoGone(error)) {
    return (
      <EmptyState
        icon={<IconLinkOff size={34} />}
        title={t('share.notFound.title')}
        description={t('share.notFound.description')}
        action={notFoundAction}
      />
    );
  }
  return (
    <Stack gap="lg">
      {isSettled(video.status) ? <VideoStage video={video} /> : <SharedVideoPending video={video} />}
      <VideoSummary video={video} actions={<SharedVideoActions video={video} shareKey={shareKey} />} />
    </Stack>
  );
}
