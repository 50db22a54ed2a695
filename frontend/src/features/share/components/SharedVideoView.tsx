import { Stack } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/EmptyState';
import { FullPageLoader } from '@/components/ui/FullPageLoader';
import { isSharedVideoGone } from '@/lib/api/endpoints/videos/shared-detail';
import { usePlayer, type WithComments } from '@/lib/player';

import { SharedVideoBody } from './SharedVideoBody';
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
  return (
    <Stack gap="lg">
      <SharedVideoBody video={video} shareKey={shareKey} videoRef={videoRef} player={player} withComments={withComments} />
    </Stack>
  );
}
