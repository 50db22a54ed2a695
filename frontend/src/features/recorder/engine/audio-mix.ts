/** One audio track made of several (tab audio and the microphone): MediaRecorder records only one. */
export interface AudioMix {
  track: MediaStreamTrack;
  close(): void;
}

export function mixAudio(tracks: MediaStreamTrack[]): AudioMix | null {
  if (tracks.length === 0) return null;
  const [only] = tracks;
  if (tracks.length === 1 || typeof AudioContext !== 'function') return { track: only, close: () => undefined };
  const context = new AudioContext();
  const destination = context.createMediaStreamDestination();
  for (const track of tracks) context.createMediaStreamSource(new MediaStream([track])).connect(destination);
  const [mixed] = destination.stream.getAudioTracks();
  return {
    track: mixed,
    close: () => {
      mixed.stop();
      void context.close().catch(() => undefined);
    },
  };
}
