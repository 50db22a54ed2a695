/** What the comments need from the player: where it is, and a way to move it. */
export interface PlayerHandle {
  /** The played time in ms while it plays, else null (a comment sent then has none). */
  currentTimeMs: () => number | null;
  /** The played time in ms, playing or paused (0 before the video is there). */
  positionMs: () => number;
  playing: () => boolean;
  seek: (ms: number) => void;
}

/** A handle over a <video> element that may not be there yet (still processing). */
export function playerHandleFor(getVideo: () => HTMLVideoElement | null): PlayerHandle {
  const positionMs = () => Math.round((getVideo()?.currentTime ?? 0) * 1000);
  const playing = () => {
    const video = getVideo();
    return video !== null && !video.paused && !video.ended;
  };
  return {
    positionMs,
    playing,
    currentTimeMs: () => (playing() ? positionMs() : null),
    seek: (ms) => {
      const video = getVideo();
      if (video) video.currentTime = Math.max(0, ms) / 1000;
    },
  };
}
