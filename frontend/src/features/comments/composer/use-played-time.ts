import { useEffect, useRef, useState } from 'react';

/** How often the shown time follows the playing video. */
export const PLAYED_TIME_REFRESH_MS = 1000;

/**
 * The player's time a comment would carry, refreshed while the box is shown, and whether the
 * user took it off. attachedTimeMs reads the player at the moment of sending.
 */
export function usePlayedTime(currentTimeMs: () => number | null) {
  const read = useRef(currentTimeMs);
  const [shownMs, setShownMs] = useState(currentTimeMs);
  const [removed, setRemoved] = useState(false);

  useEffect(() => {
    read.current = currentTimeMs;
  }, [currentTimeMs]);

  useEffect(() => {
    const timer = window.setInterval(() => setShownMs(read.current()), PLAYED_TIME_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  return {
    shownMs: removed ? null : shownMs,
    refresh: () => setShownMs(read.current()),
    remove: () => setRemoved(true),
    /** After a send: the next comment carries the time again. */
    restore: () => setRemoved(false),
    attachedTimeMs: () => (removed ? -1 : (read.current() ?? -1)),
  };
}
