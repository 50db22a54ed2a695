import { VideoOK } from '@/lib/api/types.gen';

import { uploadStoredRecording } from './backup-upload';
import { getChunkStore, type ChunkStore, type StoredRecording } from './chunk-store';
import { COMPLETED_SHOWN_MS } from './constants';
import { containerType } from './media-recorder-options';
import { discardOnServer } from './server-discard';
import type { BackupItem, BackupStatus } from './types';
import { heldKeys, withLockIfAvailable } from './web-locks';

/** The backup box's data (spec 3 and 4): recordings kept in this browser and their uploads. */
export interface Backups {
  /** The items, newest first; the same array until something changes. */
  snapshot(): BackupItem[];
  subscribe(listener: () => void): () => void;
  /** Called with the video id when a backup became a video (reload My Videos). */
  onUploaded(listener: (videoId: number) => void): () => void;
  /** Re-reads the stored recordings (and which another tab owns). */
  refresh(): Promise<void>;
  /** Uploads a failed or waiting item again. */
  retry(key: string): Promise<void>;
  /** Deletes the item and its unfinished server video; false if another tab owns it. */
  remove(key: string): Promise<boolean>;
  /** The whole recording as one file. */
  blob(key: string): Promise<Blob>;
  /** At app start for a signed-in user: finishes every recording no live tab owns. Settles when all were tried. */
  resumePending(): Promise<void>;
}

/** What the recorder tells the backups of this tab (not part of the screens' API). */
export interface BackupsControl extends Backups {
  /** A recording made in this page: not external. */
  markOwn(key: string): void;
  /** The recording this tab is making now; the recorder panel shows it, the box does not. */
  setLive(key: string | null): void;
}

export interface BackupsDeps {
  store: ChunkStore;
  retryDelaysMs?: readonly number[];
  pollMs?: number;
}

interface Job {
  status: Extract<BackupStatus, 'waiting' | 'uploading'>;
  progress: number;
  controller: AbortController;
  done: Promise<void> | null;
}

const CHANNEL = 'reelroom-recorder';
/** Tells this tab's own announcements apart from other tabs'. */
const tabId = Math.random().toString(36).slice(2);

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'upload failed');

export function createBackups(deps: BackupsDeps): BackupsControl {
  const { store } = deps;
  let records: StoredRecording[] = [];
  let held = new Set<string>();
  let live: string | null = null;
  let items: BackupItem[] = [];
  const own = new Set<string>();
  const jobs = new Map<string, Job>();
  const completed = new Map<string, BackupItem>();
  const queue: string[] = [];
  let pumping: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const uploadedListeners = new Set<(videoId: number) => void>();
  let channel: BroadcastChannel | null = null;

  function toItem(recording: StoredRecording): BackupItem {
    const job = jobs.get(recording.key);
    const stored = recording.totalBytes > 0 ? Math.min(1, recording.confirmedBytes / recording.totalBytes) : 0;
    let processStatus: BackupStatus = 'waiting';
    let error: string | null = null;
    if (job) processStatus = job.status;
    else if (held.has(recording.key)) processStatus = 'uploading';
    else if (recording.error) {
      processStatus = 'failed';
      error = recording.error;
    }
    return {
      key: recording.key,
      originId: recording.videoId,
      title: recording.title,
      processStatus,
      progress: job ? Math.max(job.progress, stored) : stored,
      external: !own.has(recording.key),
      createdAt: recording.createdAt,
      bytes: recording.totalBytes,
      durationMs: recording.durationMs,
      mimeType: containerType(recording.mimeType),
      error,
    };
  }

  function publish(): void {
    const listed = records.filter((recording) => recording.key !== live && !recording.discarded).map(toItem);
    items = [...listed, ...completed.values()].sort((a, b) => b.createdAt - a.createdAt);
    listeners.forEach((listener) => listener());
  }

  /** Tells the other tabs to re-read. */
  function announce(): void {
    if (typeof BroadcastChannel !== 'function') return;
    const sender = new BroadcastChannel(CHANNEL);
    sender.postMessage({ from: tabId });
    sender.close();
  }

  function patchRecord(key: string, patch: Partial<StoredRecording>): void {
    records = records.map((recording) => (recording.key === key ? { ...recording, ...patch } : recording));
  }

  async function refresh(): Promise<void> {
    try {
      const [stored, locked] = await Promise.all([store.listRecordings(), heldKeys()]);
      records = stored;
      held = locked;
    } catch {
      records = [];
    }
    publish();
  }

  function setJob(key: string, patch: Partial<Job>): void {
    const job = jobs.get(key);
    if (!job) return;
    Object.assign(job, patch);
    publish();
  }

  async function fail(key: string, message: string): Promise<void> {
    patchRecord(key, { error: message });
    await store.updateRecording(key, { error: message }).catch(() => undefined);
  }

  async function finishDiscard(recording: StoredRecording): Promise<void> {
    if (recording.videoId === null || (await discardOnServer(recording.videoId, deps.retryDelaysMs))) {
      await store.deleteRecording(recording.key);
      records = records.filter((r) => r.key !== recording.key);
    }
  }

  async function upload(key: string, job: Job): Promise<void> {
    const recording = await store.getRecording(key);
    if (!recording || job.controller.signal.aborted) return;
    if (recording.discarded) {
      await finishDiscard(recording);
      return;
    }
    setJob(key, { status: 'uploading' });
    try {
      const video = await uploadStoredRecording(store, recording, {
        signal: job.controller.signal,
        onProgress: (progress) => setJob(key, { progress }),
        retryDelaysMs: deps.retryDelaysMs,
        pollMs: deps.pollMs,
      });
      if (video.status !== VideoOK) {
        await fail(key, video.fail_reason || 'processing failed');
        return;
      }
      await store.deleteRecording(key);
      records = records.filter((r) => r.key !== key);
      completed.set(key, { ...toItem(recording), processStatus: 'completed', progress: 1, error: null });
      // Shown as completed for a moment, then gone (spec 4: completed items are removed).
      setTimeout(() => {
        if (completed.delete(key)) publish();
      }, COMPLETED_SHOWN_MS);
      uploadedListeners.forEach((listener) => listener(video.id));
    } catch (error) {
      if (!job.controller.signal.aborted) await fail(key, errorText(error));
    }
  }

  async function process(key: string): Promise<void> {
    const job = jobs.get(key);
    if (!job || job.controller.signal.aborted) {
      jobs.delete(key);
      return;
    }
    try {
      const ran = await withLockIfAvailable(key, () => upload(key, job));
      // Not run: another tab owns it (it shows as uploading there).
      if (ran) held.delete(key);
      else held.add(key);
    } catch (error) {
      held.delete(key);
      await fail(key, errorText(error));
    } finally {
      jobs.delete(key);
      publish();
      announce();
    }
  }

  function pump(): Promise<void> {
    pumping ??= (async () => {
      while (queue.length > 0) {
        const key = queue.shift()!;
        const job = jobs.get(key);
        if (!job) continue;
        job.done = process(key);
        await job.done;
      }
    })().finally(() => {
      pumping = null;
    });
    return pumping;
  }

  function enqueue(key: string): void {
    if (jobs.has(key)) return;
    jobs.set(key, { status: 'waiting', progress: 0, controller: new AbortController(), done: null });
    queue.push(key);
  }

  async function drain(): Promise<void> {
    while (queue.length > 0 || pumping) await pump();
  }

  return {
    snapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      if (!channel && typeof BroadcastChannel === 'function') {
        channel = new BroadcastChannel(CHANNEL);
        channel.onmessage = (event: MessageEvent<{ from?: string }>) => {
          if (event.data?.from !== tabId) void refresh();
        };
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          channel?.close();
          channel = null;
        }
      };
    },
    onUploaded(listener) {
      uploadedListeners.add(listener);
      return () => uploadedListeners.delete(listener);
    },
    refresh,
    async retry(key) {
      if (key === live || jobs.has(key)) return;
      patchRecord(key, { error: null });
      await store.updateRecording(key, { error: null }).catch(() => undefined);
      enqueue(key);
      publish();
      await drain();
    },
    async remove(key) {
      const job = jobs.get(key);
      if (job) {
        job.controller.abort();
        if (job.done) await job.done;
        else jobs.delete(key); // still queued: it never starts
      }
      if (key === live) return false;
      const ran = await withLockIfAvailable(key, async () => {
        const recording = await store.getRecording(key);
        const told = recording?.videoId == null || (await discardOnServer(recording.videoId, deps.retryDelaysMs));
        // Unreachable server: keep a discarded row so a later visit deletes the server video.
        if (told) await store.deleteRecording(key);
        else await store.markDiscarded(key);
      });
      if (ran) {
        records = records.filter((recording) => recording.key !== key);
        completed.delete(key);
        publish();
        announce();
      }
      return ran;
    },
    async blob(key) {
      const recording = await store.getRecording(key);
      if (!recording) throw new DOMException(`no backup ${key} on this device`, 'NotFoundError');
      return store.readAll(key, containerType(recording.mimeType));
    },
    async resumePending() {
      await refresh();
      // Items that failed for good wait for the user's Retry instead of failing again on every visit.
      for (const recording of records) {
        if (recording.key !== live && !held.has(recording.key) && (!recording.error || recording.discarded)) enqueue(recording.key);
      }
      publish();
      await drain();
    },
    markOwn: (key) => void own.add(key),
    setLive(key) {
      live = key;
      publish();
      announce();
    },
  };
}

/** The app's backups. */
export const backups: BackupsControl = createBackups({ store: getChunkStore() });
