import { UPLOAD_MAX_CONCURRENT } from '@/config/constants';
import { hasCode } from '@/lib/api';
import { BasicVideoLimit, CodeVideoLimit, Unlimited, VideoOK } from '@/lib/api/types.gen';

import type { UploadItem, UploadQueueState, UploadServices, VideoQuota } from './types';
import type { TusUploadHandle } from '../api/tus-upload';

/** What an item has already done on the server, so a retry picks up where it failed. */
interface Job {
  /** Counted against the plan's limit: it passed the check, or its video exists. */
  reserved: boolean;
  endpoint: string;
  uploadUrl: string | null;
  sent: boolean;
  completed: boolean;
  transfer: TusUploadHandle | null;
  polling: AbortController | null;
}

const emptyState: UploadQueueState = { items: [], started: false, limitReached: null };

/** Duplicates are the same name and size as a file already in the list (spec 5). */
const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size;

/**
 * The upload dialog's list (spec 4): files are added as init (or error when refused),
 * start makes them pending, at most two upload at once and each one that finishes starts
 * the next; failed items go back to pending on retry.
 */
export function createUploadQueue(services: UploadServices) {
  let state = emptyState;
  let jobs = new Map<string, Job>();
  let quota: Promise<VideoQuota | null> | null = null;
  let nextKey = 0;
  const listeners = new Set<() => void>();

  function set(next: Partial<UploadQueueState>) {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  }

  function update(key: string, change: Partial<UploadItem>) {
    set({ items: state.items.map((item) => (item.key === key ? { ...item, ...change } : item)) });
  }

  const itemFor = (key: string) => state.items.find((item) => item.key === key);

  /** Resolves the files' checks, then adds them; returns the names skipped as duplicates. */
  async function addFiles(files: readonly File[]): Promise<string[]> {
    const problems = await Promise.all(files.map((file) => services.checkFile(file)));
    if (state.started) return [];
    const duplicates: string[] = [];
    const added: UploadItem[] = [];
    files.forEach((file, index) => {
      if ([...state.items, ...added].some((item) => sameFile(item.file, file))) {
        duplicates.push(file.name);
        return;
      }
      const problem = problems[index];
      added.push({
        key: `upload-${++nextKey}`,
        file,
        status: problem ? 'error' : 'init',
        errorMsg: problem,
        loaded: 0,
        videoId: null,
        processing: false,
      });
    });
    if (added.length > 0) set({ items: [...state.items, ...added] });
    return duplicates;
  }

  /** Only init items (not started yet) and error items (refused) can be taken out. */
  function remove(key: string) {
    const item = itemFor(key);
    if (!item || (item.status !== 'init' && item.status !== 'error')) return;
    set({ items: state.items.filter((other) => other.key !== key) });
  }

  function start() {
    if (state.started || !state.items.some((item) => item.status === 'init')) return;
    quota = services.quota().catch(() => null);
    set({
      started: true,
      items: state.items.map((item) => (item.status === 'init' ? { ...item, status: 'pending' } : item)),
    });
    pump();
  }

  /** A failed upload goes back to pending; an unplayable video would only fail again. */
  function retry(key: string) {
    const item = itemFor(key);
    if (item?.status !== 'failed' || item.errorMsg === 'video') return;
    update(key, { status: 'pending', errorMsg: null });
    pump();
  }

  function pump() {
    let running = state.items.filter((item) => item.status === 'uploading').length;
    for (const item of state.items) {
      if (running >= UPLOAD_MAX_CONCURRENT) return;
      if (item.status !== 'pending') continue;
      running += 1;
      void run(item.key);
    }
  }

  /** videoCount plus the uploads already counted must stay under the limit (spec 4). */
  async function reserve(key: string, job: Job): Promise<VideoQuota | null> {
    const known = await quota;
    if (!known || known.videoLimit === Unlimited) {
      job.reserved = true;
      return null;
    }
    const counted = [...jobs.entries()].filter(([other, { reserved }]) => other !== key && reserved).length;
    if (known.videoCount + counted >= known.videoLimit) return known;
    job.reserved = true;
    return null;
  }

  async function failForLimit(key: string) {
    const limit = (await quota)?.videoLimit;
    update(key, { status: 'failed', errorMsg: 'limit', processing: false });
    set({ limitReached: limit !== undefined && limit !== Unlimited ? limit : BasicVideoLimit });
  }

  async function run(key: string) {
    const item = itemFor(key);
    if (!item) return;
    const job: Job = jobs.get(key) ?? {
      reserved: false,
      endpoint: '',
      uploadUrl: null,
      sent: false,
      completed: false,
      transfer: null,
      polling: null,
    };
    const owner = jobs;
    owner.set(key, job);
    const live = () => jobs === owner;
    update(key, { status: 'uploading', errorMsg: null, loaded: job.sent ? item.file.size : 0 });
    try {
      let videoId = item.videoId;
      if (videoId === null) {
        if (await reserve(key, job)) {
          if (live()) await failForLimit(key);
          return;
        }
        const created = await services.init(item.file);
        if (!live()) return;
        videoId = created.video_id;
        job.endpoint = created.upload_url;
        update(key, { videoId });
        services.videosChanged();
      }
      if (!job.sent) {
        job.transfer = services.send({
          endpoint: job.endpoint,
          file: item.file,
          videoId,
          uploadUrl: job.uploadUrl,
          onUploadUrl: (url) => (job.uploadUrl = url),
          onProgress: (loaded) => live() && update(key, { loaded }),
        });
        await job.transfer.done;
        job.transfer = null;
        job.sent = true;
      }
      if (!job.completed) {
        await services.complete(videoId);
        job.completed = true;
        if (!live()) return;
        services.videosChanged();
      }
      update(key, { processing: true, loaded: item.file.size });
      job.polling = new AbortController();
      const video = await services.waitUntilProcessed(videoId, job.polling.signal);
      if (!live()) return;
      const ok = video.status === VideoOK;
      update(key, { status: ok ? 'success' : 'failed', errorMsg: ok ? null : 'video', processing: false });
      services.videosChanged();
    } catch (error) {
      if (!live()) return;
      if (itemFor(key)?.videoId === null) job.reserved = false;
      if (hasCode(error, CodeVideoLimit)) await failForLimit(key);
      else update(key, { status: 'failed', errorMsg: 'upload', processing: false });
    } finally {
      if (live()) pump();
    }
  }

  /** Stops every transfer and empties the list; says whether any upload succeeded. */
  function reset(): boolean {
    const anySucceeded = state.items.some((item) => item.status === 'success');
    for (const job of jobs.values()) {
      job.transfer?.abort();
      job.polling?.abort();
    }
    jobs = new Map();
    quota = null;
    set(emptyState);
    return anySucceeded;
  }

  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    addFiles,
    remove,
    start,
    retry,
    reset,
    dismissLimit: () => set({ limitReached: null }),
  };
}

export type UploadQueue = ReturnType<typeof createUploadQueue>;
