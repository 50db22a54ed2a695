import { Button } from '@mantine/core';
import { IconAlertTriangle, IconVideoPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/EmptyState';

import { VideoGrid } from './VideoGrid';
import { VideoGridSkeleton } from './VideoGridSkeleton';
import { useFolderList } from '../api/get-videos';

interface MyVideosListProps {
  emptyAction?: ReactNode;
  /** Upload percentage by video id, for the placeholders of videos this tab is sending. */
  uploadProgress?: ReadonlyMap<number, number>;
}

/** The root folder's videos; emptyAction is offered when there are none. */
export function MyVideosList({ emptyAction, uploadProgress }: MyVideosListProps) {
  const { t } = useTranslation();
  const videos = useFolderList(0);

  if (videos.isPending) return <VideoGridSkeleton />;
  if (videos.isError) {
    return (
      <EmptyState
        icon={<IconAlertTriangle size={34} />}
        title={t('videos.loadFailed')}
        action={<Button onClick={() => void videos.refetch()}>{t('errors.retry')}</Button>}
      />
    );
  }
  if (videos.data.videos.length === 0) {
    return (
      <EmptyState
        icon={<IconVideoPlus size={34} />}
        title={t('videos.empty.title')}
        description={t('videos.empty.description')}
        action={emptyAction}
      />
    );
  }
  return <VideoGrid videos={videos.data.videos} uploadProgress={uploadProgress} />;
}
