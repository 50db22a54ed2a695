import { IconVideoOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { DesktopShell } from '@/lib/platform';

import classes from './CameraBubble.module.css';

/** How long the bubble waits before asking again when the camera is off or failed. */
const RETRY_MS = 1000;

/** The camera's latest picture as an object URL; null while the camera is off. */
function useCameraPicture(shell: DesktopShell): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let after = 0;
    let current: string | null = null;
    const show = (next: string | null) => {
      if (current) URL.revokeObjectURL(current);
      current = next;
      setUrl(next);
    };
    // Each answer is the next picture: the app holds the request until there is one.
    const loop = async () => {
      while (live) {
        const frame = await shell.cameraFrame(after).catch(() => 'off' as const);
        if (!live) break;
        if (frame === 'wait') continue;
        if (frame === 'off') {
          show(null);
          after = 0;
          await new Promise((resolve) => window.setTimeout(resolve, RETRY_MS));
          continue;
        }
        after = frame.number;
        show(URL.createObjectURL(frame.picture));
      }
    };
    void loop();
    return () => {
      live = false;
      if (current) URL.revokeObjectURL(current);
    };
  }, [shell]);
  return url;
}

/**
 * The desktop app's camera bubble: the camera in a round window above the others, recorded as
 * part of the screen. Dragging it anywhere moves the window.
 */
export function CameraBubble({ shell }: { shell: DesktopShell }) {
  const { t } = useTranslation();
  const url = useCameraPicture(shell);
  return (
    <div
      className={classes.bubble}
      onMouseDown={(event) => {
        if (event.button === 0) shell.startWindowDrag();
      }}
    >
      {url ? (
        <img className={classes.picture} src={url} alt={t('desktop.bubble.camera')} />
      ) : (
        <div className={classes.off} role="status" aria-label={t('desktop.bubble.off')}>
          <IconVideoOff size={32} aria-hidden />
        </div>
      )}
    </div>
  );
}
