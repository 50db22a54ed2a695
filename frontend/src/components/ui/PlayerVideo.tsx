import { useContext, useLayoutEffect, useRef, type Ref } from 'react';

import type { Video } from '@/lib/api/types.gen';
import { getPlatform } from '@/lib/platform';

import { FirstViewContext, setRef, type FirstViewVideo } from './first-view';

interface PlayerVideoProps {
  video: Pick<Video, 'play_url' | 'cover' | 'title'>;
  className?: string;
  videoRef?: Ref<HTMLVideoElement>;
}

/** A playable video with the browser's controls, its cover until it plays, named by its title. */
export function PlayerVideo({ video, className, videoRef }: PlayerVideoProps) {
  const first = useContext(FirstViewContext);
  if (first) return <AdoptedVideo first={first} video={video} className={className} videoRef={videoRef} />;
  return (
    <video
      ref={videoRef}
      className={className}
      src={getPlatform().mediaUrl(video.play_url)}
      poster={video.cover || undefined}
      controls
      playsInline
      preload="metadata"
      aria-label={video.title}
    />
  );
}

/**
 * The server's <video> moved into the player's place, the same element: it keeps its source
 * (the share key's media URL), its position and whether it plays.
 */
function AdoptedVideo({ first, video, className, videoRef }: PlayerVideoProps & { first: FirstViewVideo }) {
  const holder = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (!holder.current) return;
    setRef(videoRef, first.adopt(holder.current, { className: className ?? '', label: video.title, poster: video.cover }));
    return () => setRef(videoRef, null);
  }, [first, className, video.title, video.cover, videoRef]);
  // No box of its own: the video sizes itself in the stage as the app's own <video> does.
  return <span ref={holder} style={{ display: 'contents' }} />;
}
