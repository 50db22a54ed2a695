import { vi } from 'vitest';

/** A capture track: ends when stopped by the browser (`endByBrowser`). */
export class FakeTrack extends EventTarget {
  readyState: MediaStreamTrackState = 'live';
  readonly stop = vi.fn(() => {
    this.readyState = 'ended';
  });

  constructor(
    readonly kind: 'audio' | 'video',
    private readonly settings: MediaTrackSettings = {},
  ) {
    super();
  }

  getSettings(): MediaTrackSettings {
    return this.settings;
  }

  /** The user pressed the browser's "Stop sharing". */
  endByBrowser(): void {
    this.readyState = 'ended';
    this.dispatchEvent(new Event('ended'));
  }
}

export class FakeMediaStream {
  private readonly tracks: FakeTrack[];

  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }

  getTracks = () => [...this.tracks];
  getVideoTracks = () => this.tracks.filter((track) => track.kind === 'video');
  getAudioTracks = () => this.tracks.filter((track) => track.kind === 'audio');
}

/** MediaRecorder as Chrome drives it with an MP4 type: chunks when the test says, a tail on stop. */
export class FakeMediaRecorder extends EventTarget {
  static readonly instances: FakeMediaRecorder[] = [];
  static supported = new Set(['video/mp4;codecs=avc1,opus', 'video/mp4;codecs=avc1']);
  static isTypeSupported = (type: string) => FakeMediaRecorder.supported.has(type);

  state: RecordingState = 'inactive';
  readonly mimeType: string;
  timeslice: number | undefined;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onerror: (() => void) | null = null;
  /** The bytes the final dataavailable carries on stop. */
  tail: number[] = [9, 9];

  constructor(
    readonly stream: FakeMediaStream,
    readonly options: MediaRecorderOptions & { videoKeyFrameIntervalDuration?: number } = {},
  ) {
    super();
    this.mimeType = options.mimeType ?? 'video/webm';
    FakeMediaRecorder.instances.push(this);
  }

  static last(): FakeMediaRecorder {
    return FakeMediaRecorder.instances.at(-1)!;
  }

  start(timeslice?: number): void {
    this.timeslice = timeslice;
    this.state = 'recording';
  }

  pause(): void {
    this.state = 'paused';
  }

  resume(): void {
    this.state = 'recording';
  }

  /**
   * How long after stop() the final dataavailable and the stop event come; null: only when
   * the test calls deliverStop().
   */
  stopLatencyMs: number | null = 0;

  stop(): void {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    if (this.stopLatencyMs === 0) queueMicrotask(() => this.deliverStop());
    else if (this.stopLatencyMs !== null) setTimeout(() => this.deliverStop(), this.stopLatencyMs);
  }

  /** The last chunk, then the stop event, as the browser sends them once it stopped. */
  deliverStop(): void {
    this.emit(this.tail);
    this.dispatchEvent(new Event('stop'));
  }

  emit(values: number[]): void {
    this.ondataavailable?.({ data: new Blob([new Uint8Array(values)]) });
  }
}

export interface FakeDevices {
  screen: FakeTrack;
  getDisplayMedia: ReturnType<typeof vi.fn>;
  getUserMedia: ReturnType<typeof vi.fn>;
  uninstall(): void;
}

/** Capture that grants everything (or what the test changes), on a secure page. */
export function installFakeMedia(): FakeDevices {
  FakeMediaRecorder.instances.length = 0;
  vi.stubGlobal('MediaStream', FakeMediaStream);
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  const screen = new FakeTrack('video', { width: 1280, height: 720 });
  const getDisplayMedia = vi.fn(() => Promise.resolve(new FakeMediaStream([screen])));
  const getUserMedia = vi.fn((constraints: MediaStreamConstraints) =>
    Promise.resolve(new FakeMediaStream([new FakeTrack(constraints.video ? 'video' : 'audio')])),
  );
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getDisplayMedia, getUserMedia, enumerateDevices: () => Promise.resolve([]) },
    configurable: true,
  });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  return {
    screen,
    getDisplayMedia,
    getUserMedia,
    uninstall: () => {
      delete (navigator as { mediaDevices?: unknown }).mediaDevices;
      delete (window as { isSecureContext?: unknown }).isSecureContext;
    },
  };
}
