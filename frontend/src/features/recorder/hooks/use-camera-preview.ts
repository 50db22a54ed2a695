import { useEffect, useState } from 'react';

function stopTracks(stream: MediaStream) {
  stream.getTracks().forEach((track) => track.stop());
}

/**
 * A look at the chosen camera before a camera recording starts; released as soon as it is
 * not wanted (the engine opens its own stream for the recording). Null until it is live.
 */
export function useCameraPreview(enabled: boolean, deviceId: string | null): MediaStream | null {
  const [preview, setPreview] = useState<{ deviceId: string | null; stream: MediaStream } | null>(null);

  useEffect(() => {
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!enabled || !media?.getUserMedia) return;
    let live = true;
    let opened: MediaStream | null = null;
    media
      .getUserMedia({ video: deviceId ? { deviceId: { exact: deviceId } } : true, audio: false })
      .then((stream) => {
        if (!live) return stopTracks(stream);
        opened = stream;
        setPreview({ deviceId, stream });
      })
      // No preview then; the recording itself reports a blocked camera.
      .catch(() => undefined);
    return () => {
      live = false;
      if (opened) stopTracks(opened);
    };
  }, [enabled, deviceId]);

  const current = enabled && preview?.deviceId === deviceId && preview.stream.active;
  return current ? preview.stream : null;
}
