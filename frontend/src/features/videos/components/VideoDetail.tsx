import { Stack } from '@mantine/core';
import { IconMovieOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/EmptyState';
import { FullPageLoader } from '@/components/ui/FullPageLoader';
import { VideoStage } from '@/components/ui/VideoStage';
import { VideoSummary } from '@/components/ui/VideoSummary';

import { VideoStatusBadge } from './VideoStatusBadge';
import { useVideo } from '../api/get-video';

interface VideoDetailProps {
  id: number;
  /** Actions placed next to the title, such as getting a share link. */
  actions?: ReactNode;
  notFoundAction?: ReactNode;
}

export function VideoDetail({ id, actions, notFoundAction }: VideoDetailProps) {
  const { t } = useTranslation();
  const { data: video, isLoading } = useVideo(id);

  if (isLoading) return <FullPageLoader />;
  if (!video) {
    return (
      <EmptyState
        icon={<IconMovieOff size={34} />}
        title={t('videos.notFound.title')}
        description={t('videos.notFound.description')}
        action={notFoundAction}
      />
    );
  }
  return (
    <Stack gap="lg">
      <VideoStage video={video} />
      <VideoSummary video={video} badge={<VideoStatusBadge status={video.status} />} actions={actions} />
    </Stack>
  );
}
