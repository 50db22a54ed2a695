import { useCallback, useEffect, useRef } from 'react';

import { COMMENT_READ_DEBOUNCE_MS } from '@/config/constants';
import { markCommentsRead } from '@/lib/api/endpoints/comments/read';

/**
 * Marks the video's comments read when new ones arrive while the panel is open and the tab is
 * visible; a burst is marked once, and ones that came while the tab was hidden when it shows.
 * Returns what to call when another's comment arrives.
 */
export function useMarkRead(videoId: number, shareKey: string, enabled: boolean): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const unseen = useRef(false);

  const flush = useCallback(() => {
    timer.current = null;
    if (!unseen.current || document.visibilityState !== 'visible') return;
    unseen.current = false;
    markCommentsRead({ video_id: videoId, share_key: shareKey }).catch(() => {
      // Only the unread badge depends on it; the next new comment tries again.
      unseen.current = true;
    });
  }, [videoId, shareKey]);

  useEffect(() => {
    if (!enabled) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible' && unseen.current && timer.current === null) {
        timer.current = setTimeout(flush, COMMENT_READ_DEBOUNCE_MS);
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [enabled, flush]);

  return useCallback(() => {
    if (!enabled) return;
    unseen.current = true;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(flush, COMMENT_READ_DEBOUNCE_MS);
  }, [enabled, flush]);
}
