import { IconCamera } from '@tabler/icons-react';
import { useCallback } from 'react';

import classes from './CameraPreview.module.css';

interface CameraPreviewProps {
  stream: MediaStream | null;
  label: string;
  round?: boolean;
}

/** A live, muted camera picture; a camera icon until the stream is there. */
export function CameraPreview({ stream, label, round = false }: CameraPreviewProps) {
  const attach = useCallback(
    (video: HTMLVideoElement | null) => {
      if (video && video.srcObject !== stream) video.srcObject = stream;
    },
    [stream],
  );
  return (
    <div className={round ? `${classes.frame} ${classes.round}` : classes.frame} data-testid="camera-preview">
      {stream ? (
        <video ref={attach} className={classes.video} autoPlay muted playsInline aria-label={label} />
      ) : (
        <IconCamera size={40} stroke={1.4} aria-hidden="true" />
      )}
    </div>
  );
}
