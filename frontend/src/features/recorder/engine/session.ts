import { VideoOK, type RecordInitResponse, type Video } from '@/lib/api/types.gen';

import type { Capture } from './capture';
import { LiveChunks, storeSource } from './chunk-source';
import type { ChunkStore, StoredRecording } from './chunk-store';
import { RecordingClock } from './clock';
import { completeAndWait, UploadIncompleteError } from './completion';
import { DEFAULT_UPLOAD_ENDPOINT, LIVE_MEMORY_BYTES, PROGRESS_SAVE_MS, STOP_EVENT_TIMEOUT_MS, TIMESLICE_MS } from './constants';
import { pickMimeType, recorderOptions } from './media-recorder-options';
import { discardOnServer } from './server-discard';
import { StreamUploader, UploadFailedError } from './stream-uploader';
import type { RecordingOptions } from './types';
import { holdLock } from './web-locks';

/** What a session tells the recorder as it goes. */
export interface SessionReport {
  recorded(bytes: number): void;
  confirmed(bytes: number): void;
  /** The server cannot be reached (true) or can again (false). */
  network(troubled: boolean): void;
  /** A chunk could not be stored locally; recording and upload go on. */
  storageFull(): void;
  /** The capture ended from the browser, or MediaRecorder failed: the recording should stop. */
  ended(): void;
}

export interface SessionSetup {
  key: string;
  options: RecordingOptions;
  title: string;
  capture: Capture;
  init: RecordInitResponse;
  store: ChunkStore;
  report: SessionReport;
}

/** Completing found bytes missing on the server: repair (re-sync and resend) this many times. */
const MAX_REPAIRS = 2;

function createMediaRecorder(capture: Capture, options: RecordingOptions): { recorder: MediaRecorder; mimeType: string } {
  const mimeType = pickMimeType(capture.hasAudio, (type) => MediaRecorder.isTypeSupported(type));
  try {
    return { recorder: new MediaRecorder(capture.stream, recorderOptions(mimeType, options.resolution)), mimeType };
  } catch {
    // Some browsers reject an option they do not know: let them choose everything.
    const recorder = new MediaRecorder(capture.stream);
    return { recorder, mimeType: recorder.mimeType };
  }
}

/**
 * One recording from its first chunk to its video: MediaRecorder → IndexedDB → the tus
 * upload, while recording; then the tail, the length and complete. Holds the recording's
 * Web Lock throughout, so no other tab resumes it.
 */
export class RecordingSession {
  readonly key: string;
  readonly videoId: number;
  readonly capture: Capture;
  private readonly recorder: MediaRecorder;
  private readonly mimeType: string;
  private readonly store: ChunkStore;
  private readonly report: SessionReport;
  private readonly clock = new RecordingClock();
  private readonly live: LiveChunks;
  private readonly endpoint: string;
  private uploader: StreamUploader;
  private seq = 0;
  private recorded = 0;
  private storing = true;
  private discarded = false;
  /** MediaRecorder stopped (or its stop event never came): later data is not part of the recording. */
  private closed = false;
  /** Settles on MediaRecorder's stop event (the browser stops it too when the capture ends). */
  private stopEvent: Promise<void> = Promise.resolve();
  private persisted: Promise<void> = Promise.resolve();
  private lastSave = 0;
  private progress: ((fraction: number) => void) | null = null;
  private releaseLock: () => void = () => undefined;

  private constructor(setup: SessionSetup) {
    this.key = setup.key;
    this.videoId = setup.init.video_id;
    this.capture = setup.capture;
    this.store = setup.store;
    this.report = setup.report;
    this.endpoint = setup.init.upload_url || DEFAULT_UPLOAD_ENDPOINT;
    const { recorder, mimeType } = createMediaRecorder(setup.capture, setup.options);
    this.recorder = recorder;
    this.mimeType = mimeType;
    this.live = new LiveChunks(storeSource(setup.store, setup.key), LIVE_MEMORY_BYTES);
    this.uploader = this.newUploader(false);
  }

  /** Stores the recording's row, takes its lock and starts MediaRecorder. */
  static async begin(setup: SessionSetup): Promise<RecordingSession> {
    // Ask the browser not to evict the backup under disk pressure (it may say no).
    void navigator.storage?.persist?.().catch(() => false);
    const session = new RecordingSession(setup);
    const row: StoredRecording = {
      key: setup.key,
      videoId: setup.init.video_id,
      shareKey: setup.init.share_key || null,
      endpoint: session.endpoint,
      uploadUrl: null,
      title: setup.title,
      createdAt: Date.now(),
      durationMs: 0,
      mimeType: session.mimeType,
      stopped: false,
      totalBytes: 0,
      chunkCount: 0,
      confirmedBytes: 0,
      complete: true,
      error: null,
    };
    session.releaseLock = await holdLock(setup.key);
    try {
      await setup.store.putRecording(row);
    } catch {
      session.storageFailed();
    }
    try {
      session.start();
    } catch (error) {
      // MediaRecorder refused to start (e.g. the capture ended meanwhile): leave no empty
      // backup behind, held by this tab's lock until it reloads.
      session.discarded = true;
      session.uploader.abort();
      await setup.store.deleteRecording(setup.key).catch(() => undefined);
      session.releaseLock();
      throw error;
    }
    return session;
  }

  private start(): void {
    this.recorder.ondataavailable = (event) => this.onData(event.data);
    this.stopEvent = new Promise((resolve) => this.recorder.addEventListener('stop', () => resolve(), { once: true }));
    this.recorder.onerror = () => this.report.ended();
    this.capture.onEnded(() => this.report.ended());
    this.recorder.start(TIMESLICE_MS);
    this.clock.start();
  }

  elapsedMs(): number {
    return this.clock.elapsedMs();
  }

  pause(): void {
    if (this.recorder.state === 'recording') this.recorder.pause();
    this.clock.pause();
  }

  resume(): void {
    if (this.recorder.state === 'paused') this.recorder.resume();
    this.clock.start();
  }

  private newUploader(askServer: boolean): StreamUploader {
    return new StreamUploader({
      videoId: this.videoId,
      endpoint: this.endpoint,
      location: null,
      askServer,
      source: this.live,
      onLocation: (location) => void this.save({ uploadUrl: location }),
      onConfirmed: (bytes) => this.onConfirmed(bytes),
      onTrouble: (troubled) => this.report.network(troubled),
    });
  }

  private onData(blob: Blob): void {
    if (this.discarded || this.closed || blob.size === 0) return;
    const seq = this.seq++;
    const byteOffset = this.recorded;
    const end = byteOffset + blob.size;
    this.recorded = end;
    this.live.push(byteOffset, blob);
    const patch = { durationMs: this.clock.elapsedMs(), mimeType: this.recorder.mimeType || this.mimeType };
    // In order, and each chunk stored before the uploader may send it.
    this.persisted = this.persisted.then(async () => {
      if (this.discarded) return;
      if (this.storing) {
        try {
          await this.store.appendChunk(this.key, { seq, byteOffset, data: blob }, patch);
          this.live.markStored(byteOffset);
        } catch {
          this.storageFailed();
        }
      }
      this.uploader.append(end);
      this.report.recorded(end);
    });
  }

  private storageFailed(): void {
    if (!this.storing) return;
    this.storing = false;
    // What is stored stays a playable prefix; the rest lives in memory until the server has it.
    void this.save({ complete: false });
    this.report.storageFull();
  }

  private onConfirmed(bytes: number): void {
    this.live.prune(bytes);
    this.report.confirmed(bytes);
    if (this.progress && this.recorded > 0) this.progress(Math.min(1, bytes / this.recorded));
    const now = Date.now();
    if (now - this.lastSave >= PROGRESS_SAVE_MS) {
      this.lastSave = now;
      void this.save({ confirmedBytes: bytes });
    }
  }

  private async save(patch: Partial<Omit<StoredRecording, 'key'>>): Promise<void> {
    if (this.discarded) return;
    try {
      await this.store.updateRecording(this.key, patch);
    } catch {
      // The backup row is best effort; the upload does not depend on it.
    }
  }

  /**
   * Stops MediaRecorder (unless the browser did already) and waits for its stop event,
   * which comes after the last dataavailable; if it never comes, gives up after a generous
   * timeout. Either way the recording ends there: later data is ignored, the length is fixed.
   */
  private async stopRecorder(): Promise<void> {
    if (this.recorder.state !== 'inactive') this.recorder.stop();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_EVENT_TIMEOUT_MS)));
    await Promise.race([this.stopEvent, timeout]);
    clearTimeout(timer);
    this.closed = true;
    this.recorder.ondataavailable = null;
  }

  /**
   * Stops recording, sends the tail, declares the length, completes and waits until the
   * video is ok; the local backup is then deleted. On failure the backup stays (with the
   * error) for retry or download, and the error is thrown.
   */
  async finish(onProgress: (fraction: number) => void): Promise<Video> {
    await this.stopRecorder();
    this.clock.pause();
    this.capture.stop();
    await this.persisted;
    const total = this.recorded;
    this.progress = onProgress;
    onProgress(total > 0 ? Math.min(1, this.uploader.confirmedBytes / total) : 0);
    await this.save({ stopped: true, durationMs: this.clock.elapsedMs(), confirmedBytes: this.uploader.confirmedBytes });
    try {
      const video = await this.upload(total);
      if (video.status !== VideoOK) {
        throw new UploadFailedError(video.fail_reason || 'processing failed', { serverMessage: video.fail_reason });
      }
      onProgress(1);
      await this.store.deleteRecording(this.key).catch(() => undefined);
      return video;
    } catch (error) {
      await this.save({ error: error instanceof Error && error.message ? error.message : 'upload failed' });
      throw error;
    } finally {
      this.releaseLock();
    }
  }

  private async upload(total: number): Promise<Video> {
    for (let repairs = 0; ; repairs += 1) {
      await this.uploader.finish(total);
      try {
        return await completeAndWait(this.videoId);
      } catch (error) {
        if (!(error instanceof UploadIncompleteError) || repairs >= MAX_REPAIRS) throw error;
        this.uploader.abort();
        this.uploader = this.newUploader(true);
      }
    }
  }

  /**
   * Throws the recording away: stops everything, forgets the local chunks and deletes the
   * server video. If the server cannot be told now, a row marked discarded remains so a
   * later visit tells it.
   */
  async discard(): Promise<void> {
    this.discarded = true;
    this.recorder.ondataavailable = null;
    if (this.recorder.state !== 'inactive') this.recorder.stop();
    this.clock.pause();
    this.capture.stop();
    this.uploader.abort();
    await this.persisted;
    try {
      const marked = await this.store.markDiscarded(this.key).then(
        () => true,
        () => false,
      );
      const told = await discardOnServer(this.videoId);
      if (told && marked) await this.store.deleteRecording(this.key).catch(() => undefined);
    } finally {
      this.releaseLock();
    }
  }
}
