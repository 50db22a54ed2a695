import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import { playerHandleFor, type PlayerHandle } from './player-handle';

/** The `t` parameter (seconds) a page opens at, e.g. after signing in to comment; null when none. */
export function startSeconds(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const seconds = Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/** A handle that follows whichever <video> element is attached. */
function attachablePlayer() {
  let element: HTMLVideoElement | null = null;
  return {
    player: playerHandleFor(() => element),
    attach: (video: HTMLVideoElement | null) => {
      element = video;
    },
  };
}

/**
 * The page's player: a ref for the <video> and a handle the comments use. A page opened with
 * `?t=` starts at that moment once the video is there.
 */
export function usePlayer(): { videoRef: (video: HTMLVideoElement | null) => void; player: PlayerHandle } {
  const [{ player, attach }] = useState(attachablePlayer);
  const [search] = useSearchParams();
  // Only the address the page opened with: seeking later does not rewrite it.
  const [start] = useState(() => startSeconds(search.get('t')));
  const started = useRef(false);

  const videoRef = useCallback(
    (video: HTMLVideoElement | null) => {
      attach(video);
      if (!video || start === null || started.current) return;
      started.current = true;
      if (video.readyState >= HTMLMediaElement.HAVE_METADATA) {
        video.currentTime = start;
        return;
      }
      video.addEventListener('loadedmetadata', () => (video.currentTime = start), { once: true });
    },
    [attach, start],
  );

  return { videoRef, player };
}
