import { PlayerVideo } from '@/components/ui/PlayerVideo';

import { EmbedFrame } from './EmbedFrame';
import classes from './EmbedFrame.module.css';
import { useEmbeddedVideo } from '../api/use-embedded-video';

/** /iframePlayer?id=&key=: the shared video alone, filling its frame, with the browser's controls. */
export function EmbedPlayer({ id, shareKey }: { id: number; shareKey: string }) {
  const { data, error, isLoading } = useEmbeddedVideo(id, shareKey);
  return (
    <EmbedFrame id={id} shareKey={shareKey} video={data} error={error} isLoading={isLoading}>
      {(video) => <PlayerVideo video={video} className={classes.video} />}
    </EmbedFrame>
  );
}
