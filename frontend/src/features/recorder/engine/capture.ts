import { mixAudio } from './audio-mix';
import { BUBBLE_CAMERA_SIZE, FRAME_RATE, RESOLUTION_SIZES } from './constants';
import type { BlockedDevice, DeviceChoice, RecordingOptions } from './types';

/** What the browser handed over for one recording. */
export interface Capture {
  /** The stream the MediaRecorder records. */
  readonly stream: MediaStream;
  /** The camera, for the screen's bubble preview (also what camera mode records). */
  readonly camera: MediaStream | null;
  /** Size of the recorded video, 'WxH'. */
  readonly screenSize: string;
  readonly hasAudio: boolean;
  /** Called once when the user ends the capture from the browser (its "Stop sharing" bar). */
  onEnded(listener: () => void): void;
  /** Ends every track (idempotent). */
  stop(): void;
}

/** Capture was refused or failed; `device` names which one. */
export class CaptureError extends Error {
  readonly device: BlockedDevice;

  constructor(device: BlockedDevice, cause: unknown) {
    super(cause instanceof Error ? `${cause.name}: ${cause.message}` : `${device} capture failed`, { cause });
    this.name = 'CaptureError';
    this.device = device;
  }
}

/** Chrome's extra getDisplayMedia options (not yet in TypeScript's DOM types). */
interface DisplayOptions extends DisplayMediaStreamOptions {
  preferCurrentTab?: boolean;
  selfBrowserSurface?: 'include' | 'exclude';
  surfaceSwitching?: 'include' | 'exclude';
  systemAudio?: 'include' | 'exclude';
}

function displayOptions(options: RecordingOptions): DisplayOptions {
  const { width, height } = RESOLUTION_SIZES[options.resolution];
  const tab = options.recordType === 'tab';
  const video: MediaTrackConstraints & { displaySurface?: string } = {
    width: { ideal: width, max: width },
    height: { ideal: height, max: height },
    frameRate: { ideal: FRAME_RATE, max: FRAME_RATE },
    displaySurface: tab ? 'browser' : 'monitor',
  };
  return {
    video,
    audio: tab,
    preferCurrentTab: false,
    selfBrowserSurface: 'exclude',
    surfaceSwitching: 'include',
  };
}

function deviceConstraint(choice: DeviceChoice, extra: MediaTrackConstraints): MediaTrackConstraints {
  return choice.deviceId ? { ...extra, deviceId: { exact: choice.deviceId } } : extra;
}

const isMissingDevice = (error: unknown) =>
  error instanceof DOMException && (error.name === 'OverconstrainedError' || error.name === 'NotFoundError');

/** One camera or microphone; a chosen device that is gone falls back to the default one. */
async function userMedia(
  media: MediaDevices,
  kind: 'audio' | 'video',
  choice: DeviceChoice,
  extra: MediaTrackConstraints,
): Promise<MediaStream> {
  const device: BlockedDevice = kind === 'audio' ? 'microphone' : 'camera';
  try {
    return await media.getUserMedia({ [kind]: deviceConstraint(choice, extra) });
  } catch (error) {
    if (choice.deviceId && isMissingDevice(error)) {
      try {
        return await media.getUserMedia({ [kind]: extra });
      } catch (retryError) {
        throw new CaptureError(device, retryError);
      }
    }
    throw new CaptureError(device, error);
  }
}

function sizeOf(track: MediaStreamTrack | undefined): string {
  const settings = track?.getSettings?.() ?? {};
  const width = settings.width ?? (typeof screen === 'undefined' ? 0 : screen.width);
  const height = settings.height ?? (typeof screen === 'undefined' ? 0 : screen.height);
  return `${width}x${height}`;
}

/**
 * Asks the browser for what `options` record: the screen or a tab (with the tab's audio),
 * the microphone and the camera when open. On any refusal what was already granted is
 * released and a CaptureError names the device.
 */
export async function acquireCapture(options: RecordingOptions, media: MediaDevices = navigator.mediaDevices): Promise<Capture> {
  const streams: MediaStream[] = [];
  const release = () => streams.forEach((stream) => stream.getTracks().forEach((track) => track.stop()));
  try {
    let display: MediaStream | null = null;
    if (options.recordType !== 'camera') {
      try {
        display = await media.getDisplayMedia(displayOptions(options));
      } catch (error) {
        throw new CaptureError('screen', error);
      }
      streams.push(display);
    }
    const microphone = options.microphone.open
      ? await userMedia(media, 'audio', options.microphone, { echoCancellation: true, noiseSuppression: true })
      : null;
    if (microphone) streams.push(microphone);
    let camera: MediaStream | null = null;
    if (options.camera.open || options.recordType === 'camera') {
      const size = options.recordType === 'camera' ? RESOLUTION_SIZES[options.resolution] : BUBBLE_CAMERA_SIZE;
      camera = await userMedia(media, 'video', options.camera, {
        width: { ideal: size.width },
        height: { ideal: size.height },
        frameRate: { ideal: FRAME_RATE },
      });
      streams.push(camera);
    }
    return assemble(display, camera, microphone, release);
  } catch (error) {
    release();
    throw error;
  }
}

function assemble(
  display: MediaStream | null,
  camera: MediaStream | null,
  microphone: MediaStream | null,
  release: () => void,
): Capture {
  const video = (display ?? camera)!.getVideoTracks()[0];
  const audioTracks = [...(display?.getAudioTracks() ?? []), ...(microphone?.getAudioTracks() ?? [])];
  const mix = mixAudio(audioTracks);
  const stream = new MediaStream([...(video ? [video] : []), ...(mix ? [mix.track] : [])]);
  const listeners: (() => void)[] = [];
  let ended = false;
  let stopped = false;
  const end = () => {
    if (ended || stopped) return;
    ended = true;
    listeners.splice(0).forEach((listener) => listener());
  };
  video?.addEventListener('ended', end);
  return {
    stream,
    camera,
    screenSize: sizeOf(video),
    hasAudio: mix !== null,
    onEnded: (listener) => {
      if (ended) listener();
      else listeners.push(listener);
    },
    stop: () => {
      if (stopped) return;
      stopped = true;
      video?.removeEventListener('ended', end);
      mix?.close();
      release();
    },
  };
}
