import { Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconLinkOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';
import { isSharedVideoGone } from '@/lib/api/endpoints/videos/shared-detail';
import { VideoFail, VideoRecordUploading, type Video } from '@/lib/api/types.gen';
import { getPlatform } from '@/lib/platform';
import { isSettled } from '@/lib/video-status';

import classes from './EmbedFrame.module.css';

interface EmbedFrameProps {
  id: number;
  shareKey: string;
  video: Video | undefined;
  error: unknown;
  isLoading: boolean;
  /** What fills the frame once the video plays. */
  children: (video: Video) => ReactNode;
}

function Message({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <div className={classes.message} role="status">
      {icon}
      <Text fw={600}>{text}</Text>
    </div>
  );
}

/**
 * The whole frame of an embedded player: the video once it plays, else what stands in for it
 * (loading, recording or processing, failed, not available), with a link to the share page.
 */
export function EmbedFrame({ id, shareKey, video, error, isLoading, children }: EmbedFrameProps) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (isLoading) body = <Loader color="white" type="dots" />;
  else if (!video || isSharedVideoGone(error)) body = <Message icon={<IconLinkOff size={32} />} text={t('embed.notFound')} />;
  else if (video.status === VideoFail) body = <Message icon={<IconAlertTriangle size={32} />} text={t('player.failed')} />;
  else if (!isSettled(video.status)) {
    const text = video.status === VideoRecordUploading ? t('embed.recording') : t('player.processing');
    body = <Message icon={<Loader color="white" type="dots" />} text={text} />;
  } else body = children(video);

  const gone = !isLoading && (!video || isSharedVideoGone(error));
  return (
    <div className={classes.frame}>
      {body}
      {!gone && (
        <a
          className={classes.watchOn}
          href={new URL(paths.share(id, shareKey), getPlatform().webOrigin).href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('embed.watchOn')}
        </a>
      )}
    </div>
  );
}
