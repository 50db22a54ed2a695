import { Anchor, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { FullPageLoader } from '@/components/ui/FullPageLoader';
import { paths } from '@/config/paths';
import { videoDetailQuery } from '@/lib/api/endpoints/videos/detail';
import { useVideoStatusPush } from '@/lib/live';
import { usePlayer, type WithComments } from '@/lib/player';

import { SharedFolderProblem } from './SharedFolderProblem';
import { SharedVideoBody } from './SharedVideoBody';

interface FolderSharedVideoViewProps {
  videoId: number;
  /** The shared folder's key. */
  shareKey: string;
  /** The folder the video was opened from, for the way back; 0 when unknown. */
  fromFolder: number;
  /** The video's comments: markers under the player and the panel below. */
  withComments?: WithComments;
}

/** /folderShare/video/{id}: a video of a shared folder, with download and saving when allowed. */
export function FolderSharedVideoView({ videoId, shareKey, fromFolder, withComments }: FolderSharedVideoViewProps) {
  const { t } = useTranslation('sharing');
  const valid = Number.isSafeInteger(videoId) && videoId > 0 && shareKey !== '';
  const { data: video, error, isLoading, refetch } = useQuery({ ...videoDetailQuery(videoId, shareKey), enabled: valid });
  useVideoStatusPush(video ? [video] : undefined, shareKey, () => void refetch());
  const { videoRef, player } = usePlayer();

  if (valid && isLoading) return <FullPageLoader />;
  if (!video || error) return <SharedFolderProblem error={error} />;
  return (
    <Stack gap="lg">
      {fromFolder > 0 && (
        <Anchor component={Link} to={paths.folderShare(fromFolder, shareKey)} size="sm">
          <IconArrowLeft size={14} /> {t('visitor.backToFolder')}
        </Anchor>
      )}
      <SharedVideoBody video={video} shareKey={shareKey} videoRef={videoRef} player={player} withComments={withComments} />
    </Stack>
  );
}
