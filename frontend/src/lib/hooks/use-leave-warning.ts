import { useEffect } from 'react';

/**
 * Asks before the page is closed or reloaded while `active` (spec 4: leaving while uploading,
 * or while recording, which would end the recording abnormally); the browser shows its own
 * text, 'Changes you made may not be saved.' in Chrome.
 */
export function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
