import 'fake-indexeddb/auto';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { getChunkStore } from './chunk-store';
import { DISCARD_UNDO_MS, KEYFRAME_INTERVAL_MS, TIMESLICE_MS } from './constants';
import type { Recorder } from './recorder';
import { FakeMediaRecorder, type FakeDevices } from './testing/fake-media';
import type { FakeServer } from './testing/fake-server';
import { recorderHarness, recordingOptions } from './testing/recorder-harness';
import type { RecorderEvent } from './types';
import { heldKeys } from './web-locks';

const options = recordingOptions;

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 3_000, interval: 5 });

describe('recorder', () => {
  let server: FakeServer;
  let media: FakeDevices;
  let recorder: Recorder;
  let events: RecorderEvent[];

  beforeEach(() => {
    ({ server, media, recorder, events } = recorderHarness());
  });

  afterEach(() => {
    media.uninstall();
  });

  it('records, streams the chunks while recording, and ends with the video', async () => {
    expect(recorder.getSnapshot().status).toBe('notReady');
    expect(recorder.prepare()).toBeNull();
    expect(recorder.getSnapshot().status).toBe('ready');

    await recorder.start(options());
    const snapshot = recorder.getSnapshot();
    expect(snapshot.status).toBe('recording');
    expect(snapshot.videoId).toBe(100);
    expect(snapshot.shareUrl).toBe(`${window.location.origin}/share/100/k100`);
    expect(recorder.isBusy()).toBe(true);

    const mr = FakeMediaRecorder.last();
    expect(mr.timeslice).toBe(TIMESLICE_MS);
    expect(mr.options).toMatchObject({ mimeType: 'video/mp4;codecs=avc1,opus', videoKeyFrameIntervalDuration: KEYFRAME_INTERVAL_MS });
    expect(media.getDisplayMedia).toHaveBeenCalledWith(
      expect.objectContaining({ audio: false, preferCurrentTab: false, selfBrowserSurface: 'exclude' }),
    );

    mr.emit([1, 2, 3]);
    mr.emit([4, 5]);
    await until(() => recorder.getSnapshot().confirmedBytes === 5);
    // Stored before it was sent, and still kept locally while recording.
    const key = recorder.getSnapshot().backupKey!;
    expect((await getChunkStore().getRecording(key))?.totalBytes).toBe(5);

    recorder.pause();
    expect(recorder.getSnapshot().status).toBe('paused');
    expect(mr.state).toBe('paused');
    recorder.resume();
    expect(recorder.getSnapshot().status).toBe('recording');
    mr.emit([6]);

    await recorder.stop();
    const done = recorder.getSnapshot();
    expect(done.status).toBe('ready');
    expect(done.finishedVideoId).toBe(100);
    expect(done.uploadProgress).toBe(1);
    expect(events).toEqual(['ready', 'start', 'stop', 'processing_success', 'ready']);
    expect(server.uploadOf(100)!.data).toEqual([1, 2, 3, 4, 5, 6, 9, 9]);
    expect(server.uploadOf(100)!.length).toBe(8);
    expect(media.screen.stop).toHaveBeenCalled();
    // The server has it: the local backup is gone.
    expect(await getChunkStore().getRecording(key)).toBeUndefined();
  });

  it('snapshots are immutable and replaced only on change', () => {
    recorder.prepare();
    const before = recorder.getSnapshot();
    expect(Object.isFrozen(before)).toBe(true);
    recorder.pause(); // not recording: nothing changes
    expect(recorder.getSnapshot()).toBe(before);
  });

  it('passes through waitingAuthorized and the countdown, which cancel ends', async () => {
    const statuses: string[] = [];
    recorder.subscribe(() => {
      const { status } = recorder.getSnapshot();
      if (statuses.at(-1) !== status) statuses.push(status);
    });
    recorder.prepare();
    const started = recorder.start(options({ countdownMs: 3_000 }));
    await until(() => recorder.getSnapshot().status === 'countdown');
    expect(recorder.getSnapshot().countdownLeftMs).toBeGreaterThan(2_000);
    const videoId = recorder.getSnapshot().videoId!;
    recorder.cancel();
    await started;
    expect(statuses).toEqual(['ready', 'connecting', 'waitingAuthorized', 'connecting', 'countdown', 'ready']);
    expect(events).toEqual(['ready', 'cancel', 'ready']);
    expect(media.screen.stop).toHaveBeenCalled();
    await until(() => !server.videos.has(videoId)); // the placeholder is discarded
    expect(FakeMediaRecorder.instances).toHaveLength(0);
  });

  it('reports a refused screen as blocked and goes back to ready', async () => {
    media.getDisplayMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    recorder.prepare();
    await recorder.start(options());
    expect(recorder.getSnapshot()).toMatchObject({ status: 'ready', problem: { kind: 'blocked', device: 'screen' } });
    expect(server.videos.size).toBe(0);
  });

  it('reports a refused microphone as blocked and releases the screen', async () => {
    media.getUserMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    recorder.prepare();
    await recorder.start(options());
    expect(recorder.getSnapshot().problem).toEqual({ kind: 'blocked', device: 'microphone' });
    expect(media.screen.stop).toHaveBeenCalled();
  });

  it('reports the Basic plan limit with the user numbers', async () => {
    server.limitReached = true;
    recorder.prepare();
    await recorder.start(options());
    expect(recorder.getSnapshot()).toMatchObject({
      status: 'ready',
      problem: { kind: 'limit', videoCount: 30, videoLimit: 30 },
    });
    expect(media.screen.stop).toHaveBeenCalled();
  });

  it('leaves no backup or lock behind when MediaRecorder refuses to start', async () => {
    const start = vi.spyOn(FakeMediaRecorder.prototype, 'start').mockImplementation(() => {
      throw new DOMException('The stream is inactive', 'NotSupportedError');
    });
    try {
      recorder.prepare();
      await recorder.start(options());
      expect(recorder.getSnapshot()).toMatchObject({ status: 'ready', backupKey: null, problem: { kind: 'server' } });
      expect(await getChunkStore().listRecordings()).toEqual([]);
      expect(await heldKeys()).toEqual(new Set());
      expect(media.screen.stop).toHaveBeenCalled();
      await until(() => server.videos.size === 0); // the placeholder is discarded
    } finally {
      start.mockRestore();
    }
  });

  it('stops when the user ends sharing from the browser bar', async () => {
    recorder.prepare();
    await recorder.start(options());
    FakeMediaRecorder.last().emit([1]);
    media.screen.endByBrowser();
    await until(() => events.includes('processing_success'));
    expect(server.uploadOf(100)!.data).toEqual([1, 9, 9]);
  });

  it('discard pauses, can be undone, and after 5 s throws the recording away', async () => {
    recorder.prepare();
    await recorder.start(options());
    const mr = FakeMediaRecorder.last();
    mr.emit([1, 2]);
    await until(() => recorder.getSnapshot().confirmedBytes === 2);
    const key = recorder.getSnapshot().backupKey!;

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    try {
      recorder.discard();
      expect(recorder.getSnapshot()).toMatchObject({ status: 'paused', discardAt: Date.now() + DISCARD_UNDO_MS });
      recorder.undoDiscard();
      expect(recorder.getSnapshot()).toMatchObject({ status: 'paused', discardAt: null });
      expect(events.at(-1)).toBe('abort_cancel');

      recorder.discard();
      await vi.advanceTimersByTimeAsync(DISCARD_UNDO_MS - 1);
      expect(recorder.getSnapshot().status).toBe('paused');
      await vi.advanceTimersByTimeAsync(1);
      expect(recorder.getSnapshot()).toMatchObject({ status: 'ready', discardAt: null, videoId: null });
      expect(events.slice(-2)).toEqual(['abort_stop', 'ready']);
    } finally {
      vi.useRealTimers();
    }
    await until(() => !server.videos.has(100));
    await vi.waitFor(async () => expect(await getChunkStore().getRecording(key)).toBeUndefined());
    expect(media.screen.stop).toHaveBeenCalled();
  });

  it('stops and keeps the recording when sharing ended during the discard undo window and the discard is undone', async () => {
    recorder.prepare();
    await recorder.start(options());
    FakeMediaRecorder.last().emit([1]);
    recorder.discard();
    media.screen.endByBrowser();
    expect(recorder.getSnapshot().status).toBe('paused'); // the discard may still be undone
    recorder.undoDiscard();
    await until(() => events.includes('processing_success'));
    expect(server.uploadOf(100)!.data).toEqual([1, 9, 9]);
  });

  it('records the camera in camera mode and shows it for the bubble', async () => {
    recorder.prepare();
    await recorder.start(options({ recordType: 'camera', camera: { deviceId: 'cam-1', open: true } }));
    expect(media.getDisplayMedia).not.toHaveBeenCalled();
    expect(media.getUserMedia).toHaveBeenCalledWith({
      video: expect.objectContaining({ deviceId: { exact: 'cam-1' } }) as unknown,
    });
    expect(recorder.cameraStream()).not.toBeNull();
    const recorded = FakeMediaRecorder.last().stream;
    expect(recorded.getVideoTracks()[0]).toBe(recorder.cameraStream()!.getVideoTracks()[0]);
    await recorder.stop();
    expect(events).toContain('processing_success');
  });

  it('goes on recording and uploading when the local backup is full', async () => {
    const append = vi
      .spyOn(getChunkStore(), 'appendChunk')
      .mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    recorder.prepare();
    await recorder.start(options());
    const mr = FakeMediaRecorder.last();
    mr.emit([1, 2]);
    await until(() => recorder.getSnapshot().problem?.kind === 'storage');
    mr.emit([3]);
    await recorder.stop();
    expect(append).toHaveBeenCalled();
    expect(recorder.getSnapshot().finishedVideoId).toBe(100);
    expect(server.uploadOf(100)!.data).toEqual([1, 2, 3, 9, 9]);
  });

  it('says the network is down while the server cannot be reached, and clears it after', async () => {
    recorder.prepare();
    await recorder.start(options());
    const mr = FakeMediaRecorder.last();
    server.down = true;
    mr.emit([1, 2]);
    await until(() => recorder.getSnapshot().problem?.kind === 'network');
    expect(recorder.getSnapshot().status).toBe('recording');
    mr.emit([3]);
    server.down = false;
    await until(() => recorder.getSnapshot().confirmedBytes === 3); // the first retry comes after 1 s
    expect(recorder.getSnapshot().problem).toBeNull();
    await recorder.stop();
    expect(server.uploadOf(100)!.data).toEqual([1, 2, 3, 9, 9]);
  });

  it('ends with processing_error and keeps the backup when the upload is refused', async () => {
    recorder.prepare();
    await recorder.start(options());
    const key = recorder.getSnapshot().backupKey!;
    FakeMediaRecorder.last().emit([1]);
    await until(() => recorder.getSnapshot().confirmedBytes === 1);
    server.refuseUploads = true;
    await recorder.stop();
    // tusd's plain-text refusal is no message for the user: the screen shows its generic text.
    expect(recorder.getSnapshot()).toMatchObject({ status: 'ready', problem: { kind: 'server', message: '' } });
    expect(events.slice(-2)).toEqual(['processing_error', 'ready']);
    const stored = await getChunkStore().getRecording(key);
    expect(stored).toMatchObject({ stopped: true, error: 'forbidden', totalBytes: 3 });
    await getChunkStore().deleteRecording(key);
  });
});
