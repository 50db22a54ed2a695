import { saveTokens } from '@/lib/auth/token-store';

import { createRecorder, type Recorder } from '../recorder';
import type { RecorderEvent, RecordingOptions } from '../types';
import { installFakeMedia, type FakeDevices } from './fake-media';
import { FakeServer } from './fake-server';
import { useNodeBlob as installNodeBlob } from './node-blob'; // not a React hook

/** A screen recording with the microphone, no countdown, as the start panel sends it. */
export function recordingOptions(patch: Partial<RecordingOptions> = {}): RecordingOptions {
  return {
    recordType: 'desktop',
    camera: { deviceId: null, open: false },
    microphone: { deviceId: null, open: true },
    countdownMs: 0,
    resolution: '720p',
    title: 'Demo',
    folderId: 0,
    channelId: 0,
    ...patch,
  };
}

export interface RecorderHarness {
  server: FakeServer;
  media: FakeDevices;
  recorder: Recorder;
  events: RecorderEvent[];
}

/** A signed-in recorder over fake devices and a fake tus server, recording the events it emits. */
export function recorderHarness(): RecorderHarness {
  installNodeBlob();
  const server = new FakeServer();
  server.install();
  saveTokens({ token: 'T', refresh_token: 'R' });
  const media = installFakeMedia();
  const recorder = createRecorder();
  const events: RecorderEvent[] = [];
  recorder.onEvent((event) => events.push(event));
  return { server, media, recorder, events };
}
