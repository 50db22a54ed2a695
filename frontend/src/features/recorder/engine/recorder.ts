import { WEB_APP_VERSION } from '@/config/constants';
import { paths } from '@/config/paths';
import { initRecord } from '@/lib/api/endpoints/record/init';
import { MaxVideoTitle, type RecordInitResponse } from '@/lib/api/types.gen';
import { getPlatform } from '@/lib/platform';

import { checkAvailability } from './availability';
import { backups } from './backups';
import { acquireCapture, type Capture } from './capture';
import { getChunkStore } from './chunk-store';
import { COUNTDOWN_TICK_MS, DEFAULT_COUNTDOWN_MS, DISCARD_UNDO_MS, ELAPSED_TICK_MS, RECORDER_VERSION } from './constants';
import { isBusyStatus, isStarting, transition, type RecorderAction } from './machine';
import { problemOf } from './problems';
import { discardOnServer } from './server-discard';
import { RecordingSession } from './session';
import type { RecorderEvent, RecorderProblem, RecorderSnapshot, RecordingOptions, Unavailable } from './types';

/** The recorder the screens drive (one per page). */
export interface Recorder {
  /** The current snapshot: immutable, replaced on every change (for useSyncExternalStore). */
  getSnapshot(): RecorderSnapshot;
  subscribe(listener: () => void): () => void;
  /** Each event of spec 4 as it happens, with the snapshot it left. */
  onEvent(listener: (event: RecorderEvent, snapshot: RecorderSnapshot) => void): () => void;
  /** notReady → ready when this browser can record; returns why it cannot otherwise. */
  prepare(): Unavailable | null;
  /** Asks for capture and the server video, counts down, records. Problems land in the snapshot. */
  start(options: RecordingOptions): Promise<void>;
  /** Cancels a start (connecting, waiting for permission, countdown). */
  cancel(): void;
  pause(): void;
  resume(): void;
  /** Stops, uploads the tail and completes; settles back in ready. */
  stop(): Promise<void>;
  /** A confirmed discard: pauses now, takes effect after 5 s unless undone. */
  discard(): void;
  undoDiscard(): void;
  /** The camera, for the screen's bubble preview, while a recording has it open. */
  cameraStream(): MediaStream | null;
  /** Counting down, recording, paused or uploading: warn before leaving. */
  isBusy(): boolean;
  /** Clears the snapshot's problem once the screen showed it. */
  dismissProblem(): void;
}

const idle: Omit<RecorderSnapshot, 'status' | 'problem'> = {
  countdownLeftMs: 0,
  elapsedMs: 0,
  videoId: null,
  shareUrl: null,
  recordedBytes: 0,
  confirmedBytes: 0,
  uploadProgress: 0,
  finishedVideoId: null,
  backupKey: null,
  discardAt: null,
};

interface Attempt {
  cancelled: boolean;
  capture: Capture | null;
  videoId: number | null;
  /** Ends the countdown: true when it ran out, false when cancelled. */
  endCountdown: ((finished: boolean) => void) | null;
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

const two = (n: number) => String(n).padStart(2, '0');

/** WEB_ plus date and time, when the screen gave no title. */
function defaultTitle(now = new Date()): string {
  const date = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  return `WEB_${date} ${two(now.getHours())}:${two(now.getMinutes())}:${two(now.getSeconds())}`;
}

function titleOf(options: RecordingOptions): string {
  return (options.title.trim() || defaultTitle()).slice(0, MaxVideoTitle);
}

class RecorderController implements Recorder {
  private snapshot: RecorderSnapshot = Object.freeze({ ...idle, status: 'notReady', problem: null });
  private readonly listeners = new Set<() => void>();
  private readonly eventListeners = new Set<(event: RecorderEvent, snapshot: RecorderSnapshot) => void>();
  private attempt: Attempt | null = null;
  private session: RecordingSession | null = null;
  private ticker: ReturnType<typeof setInterval> | null = null;
  private discardTimer: ReturnType<typeof setTimeout> | null = null;
  private storageFull = false;
  private networkDown = false;
  /** The capture ended while a discard could still be undone: an undo then stops. */
  private endedWhileDiscarding = false;

  getSnapshot = (): RecorderSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  onEvent = (listener: (event: RecorderEvent, snapshot: RecorderSnapshot) => void): (() => void) => {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  };

  private set(patch: Partial<RecorderSnapshot>): void {
    const current = this.snapshot as unknown as Record<string, unknown>;
    const changed = Object.entries(patch).some(([name, value]) => current[name] !== value);
    if (!changed) return;
    this.snapshot = Object.freeze({ ...this.snapshot, ...patch });
    this.listeners.forEach((listener) => listener());
  }

  private dispatch(action: RecorderAction): boolean {
    const next = transition(this.snapshot.status, action);
    if (!next) return false;
    this.set({ status: next.to });
    next.events.forEach((event) => this.eventListeners.forEach((listener) => listener(event, this.snapshot)));
    return true;
  }

  prepare = (): Unavailable | null => {
    const unavailable = checkAvailability();
    if (!unavailable) this.dispatch('prepare');
    return unavailable;
  };

  isBusy = (): boolean => isBusyStatus(this.snapshot.status);

  cameraStream = (): MediaStream | null =>
    this.snapshot.status === 'uploading' ? null : (this.session?.capture.camera ?? this.attempt?.capture?.camera ?? null);

  dismissProblem = (): void => this.set({ problem: null });

  start = async (options: RecordingOptions): Promise<void> => {
    if (this.snapshot.status === 'notReady') this.prepare();
    if (!this.dispatch('connect')) return;
    const attempt: Attempt = { cancelled: false, capture: null, videoId: null, endCountdown: null };
    this.attempt = attempt;
    this.storageFull = false;
    this.networkDown = false;
    this.set({ ...idle, problem: null });
    try {
      this.dispatch('prompt');
      const capture = await acquireCapture(options);
      if (attempt.cancelled) {
        capture.stop();
        return;
      }
      attempt.capture = capture;
      capture.onEnded(() => {
        if (this.attempt === attempt) this.cancel();
      });
      this.dispatch('authorized');
      const title = titleOf(options);
      const init = await initRecord({
        title,
        folder_id: options.folderId,
        channel_id: options.channelId,
        client: 'web',
        client_version: WEB_APP_VERSION,
        screen_size: capture.screenSize,
        recorder_version: RECORDER_VERSION,
        record: true,
      });
      if (attempt.cancelled) {
        void discardOnServer(init.video_id);
        return;
      }
      attempt.videoId = init.video_id;
      this.set({ videoId: init.video_id, shareUrl: this.shareUrl(init) });
      if (!(await this.countdown(attempt, options.countdownMs))) return;
      await this.begin(attempt, options, title, capture, init);
    } catch (error) {
      if (attempt.cancelled) return;
      this.attempt = null;
      attempt.capture?.stop();
      if (attempt.videoId !== null) void discardOnServer(attempt.videoId);
      const problem = await problemOf(error);
      this.set({ ...idle, problem });
      this.dispatch('fail');
    }
  };

  private shareUrl(init: RecordInitResponse): string | null {
    return init.share_key ? getPlatform().webOrigin + paths.share(init.video_id, init.share_key) : null;
  }

  /** Resolves true when the countdown ran out, false when it was cancelled. */
  private countdown(attempt: Attempt, countdownMs: number): Promise<boolean> {
    const length = Number.isFinite(countdownMs) && countdownMs >= 0 ? countdownMs : DEFAULT_COUNTDOWN_MS;
    this.set({ countdownLeftMs: length });
    this.dispatch('countdown');
    if (length === 0) return Promise.resolve(true);
    const endsAt = Date.now() + length;
    return new Promise<boolean>((resolve) => {
      const timer = setInterval(() => {
        const left = Math.max(0, endsAt - Date.now());
        this.set({ countdownLeftMs: left });
        if (left === 0) attempt.endCountdown?.(true);
      }, COUNTDOWN_TICK_MS);
      attempt.endCountdown = (finished) => {
        clearInterval(timer);
        attempt.endCountdown = null;
        resolve(finished);
      };
    });
  }

  private async begin(
    attempt: Attempt,
    options: RecordingOptions,
    title: string,
    capture: Capture,
    init: RecordInitResponse,
  ): Promise<void> {
    const key = newKey();
    backups.markOwn(key);
    backups.setLive(key);
    let session: RecordingSession;
    try {
      session = await RecordingSession.begin({
        key,
        options,
        title,
        capture,
        init,
        store: getChunkStore(),
        report: {
          recorded: (bytes) => this.session === session && this.set({ recordedBytes: bytes }),
          confirmed: (bytes) => this.session === session && this.set({ confirmedBytes: bytes }),
          network: (down) => this.session === session && this.noteNetwork(down),
          storageFull: () => this.noteStorageFull(),
          ended: () => this.session === session && this.captureEnded(),
        },
      });
    } catch (error) {
      backups.setLive(null);
      throw error;
    }
    if (attempt.cancelled) {
      backups.setLive(null);
      await session.discard();
      return;
    }
    this.attempt = null;
    this.session = session;
    this.set({ backupKey: key, countdownLeftMs: 0, elapsedMs: 0 });
    this.dispatch('begin');
    this.startTicker();
  }

  private noteNetwork(down: boolean): void {
    this.networkDown = down;
    this.refreshProblem();
  }

  private noteStorageFull(): void {
    this.storageFull = true;
    this.refreshProblem();
  }

  /** While a recording runs its problem says what is wrong now: no server beats a full disk. */
  private refreshProblem(): void {
    const problem: RecorderProblem | null = this.networkDown
      ? { kind: 'network' }
      : this.storageFull
        ? { kind: 'storage' }
        : null;
    if (problem?.kind !== this.snapshot.problem?.kind) this.set({ problem });
  }

  private startTicker(): void {
    this.stopTicker();
    this.ticker = setInterval(() => {
      if (this.session) this.set({ elapsedMs: this.session.elapsedMs() });
    }, ELAPSED_TICK_MS);
  }

  private stopTicker(): void {
    if (this.ticker !== null) clearInterval(this.ticker);
    this.ticker = null;
    if (this.session) this.set({ elapsedMs: this.session.elapsedMs() });
  }

  /** The user ended sharing from the browser, or MediaRecorder failed: keep what was recorded. */
  private captureEnded(): void {
    if (this.snapshot.discardAt === null) void this.stop();
    else this.endedWhileDiscarding = true;
  }

  cancel = (): void => {
    const attempt = this.attempt;
    if (!attempt || !isStarting(this.snapshot.status)) return;
    attempt.cancelled = true;
    this.attempt = null;
    attempt.endCountdown?.(false);
    attempt.capture?.stop();
    if (attempt.videoId !== null) void discardOnServer(attempt.videoId);
    this.set({ ...idle });
    this.dispatch('cancel');
  };

  pause = (): void => {
    if (!this.session || this.snapshot.discardAt !== null || this.snapshot.status !== 'recording') return;
    this.session.pause();
    this.stopTicker();
    this.dispatch('pause');
  };

  resume = (): void => {
    if (!this.session || this.snapshot.discardAt !== null || this.snapshot.status !== 'paused') return;
    this.session.resume();
    this.dispatch('resume');
    this.startTicker();
  };

  stop = async (): Promise<void> => {
    const session = this.session;
    if (!session || this.snapshot.discardAt !== null) return;
    this.stopTicker();
    if (!this.dispatch('stop')) return;
    try {
      const video = await session.finish((uploadProgress) => this.set({ uploadProgress }));
      this.session = null;
      this.networkDown = false;
      this.set({ finishedVideoId: video.id, uploadProgress: 1, problem: null });
      this.dispatch('processed');
    } catch (error) {
      this.session = null;
      this.set({ problem: await problemOf(error) });
      this.dispatch('process_failed');
    } finally {
      backups.setLive(null);
      void backups.refresh();
    }
  };

  discard = (): void => {
    const session = this.session;
    if (!session || this.snapshot.discardAt !== null) return;
    if (this.snapshot.status === 'recording') this.pause();
    if (this.snapshot.status !== 'paused') return;
    this.endedWhileDiscarding = false;
    this.set({ discardAt: Date.now() + DISCARD_UNDO_MS });
    this.discardTimer = setTimeout(() => this.applyDiscard(session), DISCARD_UNDO_MS);
  };

  private applyDiscard(session: RecordingSession): void {
    this.discardTimer = null;
    if (this.session !== session) return;
    this.session = null;
    this.set({ ...idle, problem: null });
    this.dispatch('discard');
    void session.discard().finally(() => {
      backups.setLive(null);
      void backups.refresh();
    });
  }

  undoDiscard = (): void => {
    if (this.discardTimer === null || this.snapshot.discardAt === null) return;
    clearTimeout(this.discardTimer);
    this.discardTimer = null;
    this.set({ discardAt: null });
    this.dispatch('undo_discard');
    // Nothing more can be recorded (sharing was ended meanwhile): keep what was, as captureEnded does.
    if (this.endedWhileDiscarding) void this.stop();
  };
}

let recorder: RecorderController | null = null;

/** The page's recorder. */
export function getRecorder(): Recorder {
  recorder ??= new RecorderController();
  return recorder;
}

/** A recorder of its own (tests). */
export function createRecorder(): Recorder {
  return new RecorderController();
}
