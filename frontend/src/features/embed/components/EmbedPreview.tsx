import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDuration } from '@/lib/format/duration';

import { EmbedFrame } from './EmbedFrame';
import frame from './EmbedFrame.module.css';
import classes from './EmbedPreview.module.css';
import { useEmbeddedVideo } from '../api/use-embedded-video';

/** /preview-iframePlayer?id=&key=: the cover, title and duration, playing inline on a click. */
export function EmbedPreview({ id, shareKey }: { id: number; shareKey: string }) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useEmbeddedVideo(id, shareKey);
  const [playing, setPlaying] = useState(false);
  return (
    <EmbedFrame id={id} shareKey={shareKey} video={data} error={error} isLoading={isLoading}>
      {(video) =>
        playing ? (
          <video
            className={frame.video}
            src={video.play_url}
            poster={video.cover || undefined}
            controls
            autoPlay
            playsInline
            aria-label={video.title}
          />
        ) : (
          <>
            <div className={classes.cover} style={video.cover ? { backgroundImage: `url("${video.cover}")` } : undefined} />
            <button
              type="button"
              className={classes.play}
              aria-label={t('embed.play', { title: video.title })}
              onClick={() => setPlaying(true)}
            >
              <IconPlayerPlayFilled size={32} />
            </button>
            <div className={classes.caption}>
              <span className={classes.title}>{video.title}</span>
              {video.duration > 0 && <span className={classes.duration}>{formatDuration(video.duration)}</span>}
            </div>
          </>
        )
      }
    </EmbedFrame>
  );
}
