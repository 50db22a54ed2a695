import { Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { VideoFail, VideoOK, type Video } from '@/lib/api/types.gen';

import { PlayerVideo } from './PlayerVideo';
import classes from './VideoStage.module.css';

type StageVideo = Pick<Video, 'status' | 'play_url' | 'cover' | 'title'>;

interface VideoStageProps {
  video: StageVideo;
  /** The <video> element, for a page that moves the player (comments' time-points). */
  videoRef?: Ref<HTMLVideoElement>;
}

/** The 16:9 player, or what to show while the video is not playable. */
export function VideoStage({ video, videoRef }: VideoStageProps) {
  const { t } = useTranslation();
  if (video.status === VideoOK && video.play_url) {
    return (
      <div className={classes.stage}>
        <PlayerVideo video={video} className={classes.video} videoRef={videoRef} />
      </div>
    );
  }
  const failed = video.status === VideoFail;
  return (
    <div className={classes.stage}>
      <div
        className={classes.overlay}
        style={video.cover ? { backgroundImage: `url("${video.cover}")` } : undefined}
        role="status"
      >
        {failed ? <IconAlertTriangle size={40} /> : <Loader color="white" type="dots" />}
        <Text fw={600} size="lg">
          {failed ? t('player.failed') : t('player.processing')}
        </Text>
        {!failed && (
          <Text size="sm" c="gray.4">
            {t('player.processingHint')}
          </Text>
        )}
      </div>
    </div>
  );
}
