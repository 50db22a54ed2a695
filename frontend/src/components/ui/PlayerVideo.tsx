import type { Ref } from 'react';

import type { Video } from '@/lib/api/types.gen';

interface PlayerVideoProps {
  video: Pick<Video, 'play_url' | 'cover' | 'title'>;
  className?: string;
  videoRef?: Ref<HTMLVideoElement>;
}

/** A playable video with the browser's controls, its cover until it plays, named by its title. */
export function PlayerVideo({ video, className, videoRef }: PlayerVideoProps) {
  return (
    <video
      ref={videoRef}
      className={className}
      src={video.play_url}
      poster={video.cover || undefined}
      controls
      playsInline
      preload="metadata"
      aria-label={video.title}
    />
  );
}
