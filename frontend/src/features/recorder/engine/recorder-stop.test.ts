import 'fake-indexeddb/auto';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { getChunkStore } from './chunk-store';
import { STOP_EVENT_TIMEOUT_MS } from './constants';
import type { Recorder } from './recorder';
import { FakeMediaRecorder, type FakeDevices } from './testing/fake-media';
import type { FakeServer } from './testing/fake-server';
import { recorderHarness, recordingOptions } from './testing/recorder-harness';
import type { RecorderEvent } from './types';

const options = recordingOptions();

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 3_000, interval: 5 });
/** Lets IndexedDB and the fake server (which need no timers) get on, while timers are fake. */
async function settle(): Promise<void> {
  for (let i = 0; i < 100; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** MediaRecorder's stop event is slow: the recording's end waits for it, within reason. */
describe('recorder stop with a slow MediaRecorder', () => {
  let server: FakeServer;
  let media: FakeDevices;
  let recorder: Recorder;
  let events: RecorderEvent[];

  beforeEach(() => {
    ({ server, media, recorder, events } = recorderHarness());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });

  afterEach(() => {
    vi.useRealTimers();
    media.uninstall();
  });

  async function recordOneByte(): Promise<FakeMediaRecorder> {
    recorder.prepare();
    await recorder.start(options);
    const mr = FakeMediaRecorder.last();
    mr.emit([1]);
    await until(() => recorder.getSnapshot().confirmedBytes === 1);
    return mr;
  }

  it('waits for a stop event seconds late and keeps the final chunk it brings', async () => {
    const mr = await recordOneByte();
    mr.stopLatencyMs = 4_000;
    const stopped = recorder.stop();
    await vi.advanceTimersByTimeAsync(3_000);
    await settle(); // time for a length to be declared too early
    expect(server.uploadOf(100)!.length).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    await stopped;
    expect(events).toContain('processing_success');
    expect(server.uploadOf(100)).toMatchObject({ data: [1, 9, 9], length: 3 });
  });

  it('without a stop event, finishes after the safety timeout and ignores a chunk that comes later', async () => {
    const mr = await recordOneByte();
    mr.stopLatencyMs = null;
    const append = vi.spyOn(getChunkStore(), 'appendChunk');
    const stopped = recorder.stop();
    await vi.advanceTimersByTimeAsync(STOP_EVENT_TIMEOUT_MS);
    mr.deliverStop(); // the final chunk, after the length is fixed
    await stopped;
    await settle();
    expect(append).not.toHaveBeenCalled();
    expect(events).toContain('processing_success');
    expect(server.uploadOf(100)).toMatchObject({ data: [1], length: 1 });
  });
});
