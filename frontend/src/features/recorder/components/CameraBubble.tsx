import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { paths } from '@/config/paths';

import classes from './CameraBubble.module.css';
import { CameraPreview } from './CameraPreview';
import type { Position, Size } from '../floating-position';
import { useDraggable } from '../hooks/use-draggable';
import { useCameraStream, useRecorderContext } from '../hooks/use-recorder';

const bottomLeft = (size: Size, viewport: Size): Position => ({ x: 24, y: viewport.height - size.height - 24 });

/**
 * The camera in a round, draggable bubble over the page, so a screen recording captures it
 * (the way the desktop recorder does). Shown while the engine has a camera stream.
 */
export function CameraBubble() {
  const stream = useCameraStream();
  const { options } = useRecorderContext();
  const { pathname } = useLocation();
  // In camera mode the recorder page shows the camera large instead.
  const shownLarge = options?.recordType === 'camera' && pathname === paths.recorder;
  if (!stream || shownLarge) return null;
  return <CameraBubbleBody stream={stream} />;
}

function CameraBubbleBody({ stream }: { stream: MediaStream }) {
  const { t } = useTranslation();
  const { attach, style, dragging, handlers } = useDraggable({ initial: null, fallback: bottomLeft });
  return (
    <div
      ref={attach}
      className={classes.bubble}
      style={style}
      data-dragging={dragging || undefined}
      data-testid="camera-bubble"
      {...handlers}
    >
      <CameraPreview stream={stream} label={t('recorder.cameraPreview')} round />
    </div>
  );
}
