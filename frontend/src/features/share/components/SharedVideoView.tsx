import { Stack } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/EmptyState';
import { FullPageLoader } from '@/components/ui/FullPageLoader';
import { VideoStage } from '@/components/ui/VideoStage';
import { VideoSummary } from '@/components/ui/VideoSummary';
import { isSharedVideoGone } from '@/lib/api/endpoints/videos/shared-detail';
import { usePlayer, type CommentParts, type WithComments } from '@/lib/player';
import { isSettled } from '@/lib/video-status';

import { SharedVideoActions } from './SharedVideoActions';
import { SharedVideoPending } from './SharedVideoPending';
import { useSharedVideo } from '../api/get-shared-video';

interface SharedVideoViewProps {
  id: number;
  shareKey: string;
  notFoundAction?: ReactNode;
  /** The video's comments: markers under the player and the panel below. */
  withComments?: WithComments;
}

/** The player page of a share link; polls every 2 s while the video is still recorded or processed. */
export function SharedVideoView({ id, shareKey, notFoundAction, withComments }: SharedVideoViewProps) {
  const { t } = useTranslation();
  const { data: video, error, isLoading } = useSharedVideo(id, shareKey);
  const { videoRef, player } = usePlayer();

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
  const body = (parts: CommentParts) => (
    <>
      <div>
        {isSettled(video.status) ? <VideoStage video={video} videoRef={videoRef} /> : <SharedVideoPending video={video} />}
        {parts.timeline}
      </div>
      <VideoSummary video={video} actions={<SharedVideoActions video={video} shareKey={shareKey} />} />
      {parts.panel}
    </>
  );
  return (
    <Stack gap="lg">
      {withComments ? withComments(video, player, body) : body({ timeline: null, panel: null })}
    </Stack>
  );
}
