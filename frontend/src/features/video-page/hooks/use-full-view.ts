import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

const FULL_VIEW_HASH = '#full-view';
/** MouseEvent.button of the mouse's back button. */
const MOUSE_BACK_BUTTON = 3;

/**
 * Spec 4: the player's full view. Opening it adds a history entry (a hash), so the browser's
 * Back closes it; so do Escape and the mouse's back button, and leaving the page.
 */
export function useFullView() {
  const location = useLocation();
  const navigate = useNavigate();
  const open = location.hash === FULL_VIEW_HASH;
  const pushed = useRef(false);
  const { pathname, search } = location;

  const enter = () => {
    pushed.current = true;
    void navigate({ pathname, search, hash: FULL_VIEW_HASH });
  };

  const close = useCallback(() => {
    // Opened by a reloaded address, it has no entry of its own to go back from.
    if (pushed.current) void navigate(-1);
    else void navigate({ pathname, search }, { replace: true });
    pushed.current = false;
  }, [navigate, pathname, search]);

  useEffect(() => {
    if (!open) {
      pushed.current = false;
      return;
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onMouse = (event: MouseEvent) => {
      if (event.button !== MOUSE_BACK_BUTTON) return;
      // The browser would go back as well, past the page.
      event.preventDefault();
      close();
    };
    // Capturing: a tooltip or menu inside would otherwise take the Escape for itself.
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('mouseup', onMouse);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('mouseup', onMouse);
    };
  }, [open, close]);

  return { open, enter, close };
}
