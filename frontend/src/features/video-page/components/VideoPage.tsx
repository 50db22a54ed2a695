import { Stack } from '@mantine/core';
import { IconMovieOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/EmptyState';
import { FullPageLoader } from '@/components/ui/FullPageLoader';
import { VideoStage } from '@/components/ui/VideoStage';
import { videoDetailQuery } from '@/lib/api/endpoints/videos/detail';
import { useVideoStatusPush } from '@/lib/live';

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
}

/** /video/{id} and /player/{id}: the player with spec 2's side panel. */
export function VideoPage({ id, viewerId, getLink, notFoundAction }: VideoPageProps) {
  const { t } = useTranslation();
  const { data: video, isLoading, refetch } = useQuery({ ...videoDetailQuery(id), enabled: Number.isSafeInteger(id) && id > 0 });
  useVideoStatusPush(video ? [video] : undefined, undefined, () => void refetch());

  if (isLoading) return <FullPageLoader />;
  return (
    <Stack gap="md" maw={1280} mx="auto">
      <BackButton />
      {video ? (
        <div className={classes.layout}>
          <PlayerFrame>
            <VideoStage video={video} />
          </PlayerFrame>
          <VideoSidePanel video={video} isOwner={viewerId === video.user.id} getLink={getLink} />
        </div>
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
