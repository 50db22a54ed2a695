import { Stack } from '@mantine/core';
import { IconMovieOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/EmptyState';
import { FullPageLoader } from '@/components/ui/FullPageLoader';
import { VideoStage } from '@/components/ui/VideoStage';
import { channelVideoQuery } from '@/lib/api/endpoints/channels/video-detail';
import { videoDetailQuery } from '@/lib/api/endpoints/videos/detail';
import type { Video } from '@/lib/api/types.gen';
import { useVideoStatusPush } from '@/lib/live';
import { usePlayer, type CommentParts, type WithComments } from '@/lib/player';
import { isRoomId } from '@/lib/workspaces/builtin';

import { BackButton } from './BackButton';
import { PlayerFrame } from './PlayerFrame';
import classes from './VideoPage.module.css';
import { VideoSidePanel } from './VideoSidePanel';

interface VideoPageProps {
  id: number;
  /** The signed-in user, who may be the video's owner. */
  viewerId: number | undefined;
  /** 'Get link' for this video; its owner also manages the link. */
  getLink: (isOwner: boolean) => ReactNode;
  notFoundAction?: ReactNode;
  /** The video's comments: markers under the player and the panel beside it. */
  withComments?: WithComments;
  /** The room the video is opened in (/roomDetail): it is read through the room. */
  channelId?: number;
}

/** /video/{id} and /player/{id}: the player with spec 2's side panel. */
export function VideoPage({ id, viewerId, getLink, notFoundAction, withComments, channelId = 0 }: VideoPageProps) {
  const { t } = useTranslation();
  const valid = Number.isSafeInteger(id) && id > 0;
  const own = useQuery({ ...videoDetailQuery(id), enabled: valid && !isRoomId(channelId) });
  const inRoom = useQuery({ ...channelVideoQuery(channelId, id), enabled: valid && isRoomId(channelId) });
  const { data: video, isLoading, refetch } = isRoomId(channelId) ? inRoom : own;
  useVideoStatusPush(video ? [video] : undefined, undefined, () => void refetch());
  const { videoRef, player } = usePlayer();

  const layout = (shown: Video) => (parts: CommentParts) => (
    <div className={classes.layout}>
      <div>
        <PlayerFrame>
          <VideoStage video={shown} videoRef={videoRef} />
        </PlayerFrame>
        {parts.timeline}
      </div>
      <Stack gap="md">
        <VideoSidePanel video={shown} isOwner={viewerId === shown.user.id} getLink={getLink} />
        {parts.panel}
      </Stack>
    </div>
  );

  if (isLoading) return <FullPageLoader />;
  return (
    <Stack gap="md" maw={1280} mx="auto">
      <BackButton />
      {video ? (
        withComments ? (
          withComments(video, player, layout(video))
        ) : (
          layout(video)({ timeline: null, panel: null })
        )
      ) : (
        <EmptyState
          icon={<IconMovieOff size={34} />}
          title={t('videos.notFound.title')}
          description={t('videos.notFound.description')}
          action={notFoundAction}
        />
      )}
    </Stack>
  );
}
