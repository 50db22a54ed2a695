import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api';
import { CodeInternal, CodeVideoLimit, MaxUploadBytes, VideoFail, VideoOK, type Video } from '@/lib/api/types.gen';

import type { TusUploadOptions } from '../api/tus-upload';
import { checkFile } from '../file-check';
import type { UploadServices, UploadStatus, VideoQuota } from './types';
import { createUploadQueue } from './upload-queue';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const mp4Head = new Uint8Array([0, 0, 0, 0x20, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0]);
const mp4 = (name: string, size = 1000) =>
  new File([mp4Head, new Uint8Array(Math.max(0, size - mp4Head.length))], name, { type: 'video/mp4' });
const textFile = (name: string) => new File(['not a video, only words'], name, { type: 'video/mp4' });

/** Services whose every upload waits for the test: transfers and processing are settled per video id. */
function fakeServices(quota: VideoQuota = { videoCount: 0, videoLimit: -1 }) {
  let nextId = 100;
  const transfers = new Map<number, ReturnType<typeof deferred<void>>>();
  const processing = new Map<number, ReturnType<typeof deferred<Video>>>();
  const progress = new Map<number, (loaded: number, total: number) => void>();
  const services: UploadServices = {
    checkFile,
    quota: vi.fn(() => Promise.resolve(quota)),
    init: vi.fn(() => Promise.resolve({ video_id: ++nextId, upload_url: '/api/v2/record/upload/', share_key: '' })),
    send: vi.fn((options: TusUploadOptions) => {
      const transfer = deferred<void>();
      transfers.set(options.videoId, transfer);
      progress.set(options.videoId, options.onProgress);
      return { done: transfer.promise, abort: vi.fn() };
    }),
    complete: vi.fn(() => Promise.resolve()),
    waitUntilProcessed: vi.fn((videoId: number) => {
      const done = deferred<Video>();
      processing.set(videoId, done);
      return done.promise;
    }),
    videosChanged: vi.fn(),
  };
  return {
    services,
    progress: (videoId: number, loaded: number, total: number) => progress.get(videoId)?.(loaded, total),
    async sent(videoId: number) {
      transfers.get(videoId)?.resolve();
      await flush();
    },
    async finish(videoId: number, status = VideoOK) {
      transfers.get(videoId)?.resolve();
      await flush();
      processing.get(videoId)?.resolve({ id: videoId, status } as Video);
      await flush();
    },
    async failTransfer(videoId: number) {
      transfers.get(videoId)?.reject(new Error('connection reset'));
      await flush();
    },
  };
}

function statuses(queue: ReturnType<typeof createUploadQueue>): UploadStatus[] {
  return queue.getState().items.map((item) => item.status);
}

async function startWith(files: File[], quota?: VideoQuota) {
  const fake = fakeServices(quota);
  const queue = createUploadQueue(fake.services);
  await queue.addFiles(files);
  queue.start();
  await flush();
  return { ...fake, queue };
}

describe('upload queue', () => {
  it('adds checked files as init and refused ones as error', async () => {
    const queue = createUploadQueue(fakeServices().services);
    await queue.addFiles([mp4('a.mp4'), textFile('notes.mp4')]);

    expect(queue.getState().items.map(({ status, errorMsg }) => ({ status, errorMsg }))).toEqual([
      { status: 'init', errorMsg: null },
      { status: 'error', errorMsg: 'format' },
    ]);
  });

  it('refuses a file over 5 GiB as too large without reading it', async () => {
    const huge = mp4('huge.mp4');
    Object.defineProperty(huge, 'size', { value: MaxUploadBytes + 1 });
    const slice = vi.spyOn(huge, 'slice');
    const queue = createUploadQueue(fakeServices().services);
    await queue.addFiles([huge]);

    expect(queue.getState().items[0]).toMatchObject({ status: 'error', errorMsg: 'size' });
    expect(slice).not.toHaveBeenCalled();
  });

  it('accepts a file of exactly 5 GiB', async () => {
    const limit = mp4('limit.mp4');
    Object.defineProperty(limit, 'size', { value: MaxUploadBytes });
    const queue = createUploadQueue(fakeServices().services);
    await queue.addFiles([limit]);

    expect(statuses(queue)).toEqual(['init']);
  });

  it('skips a file with the same name and size as one already added, and reports it', async () => {
    const queue = createUploadQueue(fakeServices().services);
    await queue.addFiles([mp4('a.mp4', 1000)]);
    const skipped = await queue.addFiles([mp4('a.mp4', 1000), mp4('a.mp4', 2000), mp4('b.mp4', 1000)]);

    expect(skipped).toEqual(['a.mp4']);
    expect(queue.getState().items.map((item) => `${item.file.name}:${item.file.size}`)).toEqual([
      'a.mp4:1000',
      'a.mp4:2000',
      'b.mp4:1000',
    ]);
  });

  it('skips duplicates inside one selection too', async () => {
    const queue = createUploadQueue(fakeServices().services);
    expect(await queue.addFiles([mp4('a.mp4'), mp4('a.mp4')])).toEqual(['a.mp4']);
    expect(statuses(queue)).toEqual(['init']);
  });

  it('lets init and error items be removed, but nothing once it is uploading', async () => {
    const fake = fakeServices();
    const queue = createUploadQueue(fake.services);
    await queue.addFiles([mp4('a.mp4'), mp4('b.mp4'), textFile('c.mp4')]);
    queue.remove(queue.getState().items[1].key);
    queue.remove(queue.getState().items[1].key);
    expect(queue.getState().items.map((item) => item.file.name)).toEqual(['a.mp4']);

    queue.start();
    await flush();
    queue.remove(queue.getState().items[0].key);
    expect(statuses(queue)).toEqual(['uploading']);
  });

  it('takes no more files after start', async () => {
    const { queue } = await startWith([mp4('a.mp4')]);
    await queue.addFiles([mp4('b.mp4')]);

    expect(queue.getState().started).toBe(true);
    expect(queue.getState().items.map((item) => item.file.name)).toEqual(['a.mp4']);
  });

  it('runs at most two uploads and starts the next pending one when one finishes', async () => {
    const fake = await startWith([mp4('1.mp4'), mp4('2.mp4'), mp4('3.mp4'), mp4('4.mp4')]);
    expect(statuses(fake.queue)).toEqual(['uploading', 'uploading', 'pending', 'pending']);
    expect(fake.services.send).toHaveBeenCalledTimes(2);

    await fake.finish(102);
    expect(statuses(fake.queue)).toEqual(['uploading', 'success', 'uploading', 'pending']);

    await fake.finish(101, VideoFail);
    expect(statuses(fake.queue)).toEqual(['failed', 'success', 'uploading', 'uploading']);
    expect(fake.services.send).toHaveBeenCalledTimes(4);
  });

  it('sends the init, the bytes and complete, then shows progress and processing', async () => {
    const fake = await startWith([mp4('a.mp4', 4000)]);
    expect(fake.services.init).toHaveBeenCalledWith(expect.objectContaining({ name: 'a.mp4' }));
    expect(fake.services.send).toHaveBeenCalledWith(expect.objectContaining({ videoId: 101, endpoint: '/api/v2/record/upload/' }));

    fake.progress(101, 1000, 4000);
    expect(fake.queue.getState().items[0]).toMatchObject({ status: 'uploading', loaded: 1000, processing: false });

    await fake.sent(101);
    expect(fake.services.complete).toHaveBeenCalledWith(101);
    expect(fake.services.waitUntilProcessed).toHaveBeenCalledWith(101, expect.any(AbortSignal));
    expect(fake.queue.getState().items[0]).toMatchObject({ status: 'uploading', loaded: 4000, processing: true });

    await fake.finish(101);
    expect(fake.queue.getState().items[0]).toMatchObject({ status: 'success', processing: false });
  });

  it('marks an unplayable video failed with video_error and does not retry it', async () => {
    const fake = await startWith([mp4('a.mp4')]);
    await fake.finish(101, VideoFail);
    expect(fake.queue.getState().items[0]).toMatchObject({ status: 'failed', errorMsg: 'video' });

    fake.queue.retry(fake.queue.getState().items[0].key);
    expect(statuses(fake.queue)).toEqual(['failed']);
  });

  it('retries a failed transfer as pending and resumes the same video', async () => {
    const fake = await startWith([mp4('a.mp4'), mp4('b.mp4'), mp4('c.mp4')]);
    fake.services.send = vi.fn(fake.services.send);
    await fake.failTransfer(101);
    expect(fake.queue.getState().items[0]).toMatchObject({ status: 'failed', errorMsg: 'upload' });
    expect(statuses(fake.queue)).toEqual(['failed', 'uploading', 'uploading']);

    fake.queue.retry(fake.queue.getState().items[0].key);
    expect(statuses(fake.queue)).toEqual(['pending', 'uploading', 'uploading']);

    await fake.finish(102);
    expect(statuses(fake.queue)).toEqual(['uploading', 'success', 'uploading']);
    expect(fake.services.init).toHaveBeenCalledTimes(3);
    expect(vi.mocked(fake.services.send).mock.lastCall?.[0]).toMatchObject({ videoId: 101 });
  });

  it('fails an upload whose init is refused, and keeps going with the others', async () => {
    const fake = fakeServices();
    vi.mocked(fake.services.init).mockRejectedValueOnce(new ApiError(CodeInternal, 'boom'));
    const queue = createUploadQueue(fake.services);
    await queue.addFiles([mp4('a.mp4'), mp4('b.mp4'), mp4('c.mp4')]);
    queue.start();
    await flush();

    expect(statuses(queue)).toEqual(['failed', 'uploading', 'uploading']);
  });

  it('fails uploads with the free-limit code once videoCount plus running uploads reaches the limit', async () => {
    const fake = await startWith([mp4('a.mp4'), mp4('b.mp4'), mp4('c.mp4')], { videoCount: 28, videoLimit: 30 });

    expect(statuses(fake.queue)).toEqual(['uploading', 'uploading', 'pending']);
    await fake.finish(101);
    expect(statuses(fake.queue)).toEqual(['success', 'uploading', 'failed']);
    expect(fake.queue.getState().items[2].errorMsg).toBe('limit');
    expect(fake.queue.getState().limitReached).toBe(30);
    expect(fake.services.init).toHaveBeenCalledTimes(2);

    fake.queue.dismissLimit();
    expect(fake.queue.getState().limitReached).toBeNull();
  });

  it('fails every upload when the limit is already reached', async () => {
    const fake = await startWith([mp4('a.mp4'), mp4('b.mp4')], { videoCount: 30, videoLimit: 30 });

    expect(statuses(fake.queue)).toEqual(['failed', 'failed']);
    expect(fake.services.init).not.toHaveBeenCalled();
    expect(fake.queue.getState().limitReached).toBe(30);
  });

  it('has no limit when videoLimit is -1', async () => {
    const fake = await startWith([mp4('a.mp4'), mp4('b.mp4')], { videoCount: 500, videoLimit: -1 });
    expect(statuses(fake.queue)).toEqual(['uploading', 'uploading']);
  });

  it('treats the server refusing init with code 210002 as the free limit', async () => {
    const fake = fakeServices();
    vi.mocked(fake.services.init).mockRejectedValueOnce(new ApiError(CodeVideoLimit, 'The Basic plan keeps up to 30 videos.'));
    const queue = createUploadQueue(fake.services);
    await queue.addFiles([mp4('a.mp4')]);
    queue.start();
    await flush();

    expect(queue.getState().items[0]).toMatchObject({ status: 'failed', errorMsg: 'limit' });
    expect(queue.getState().limitReached).toBe(30);
  });

  it('reset aborts the transfers, empties the list and says whether any succeeded', async () => {
    const fake = await startWith([mp4('a.mp4'), mp4('b.mp4')]);
    await fake.finish(101);
    const running = vi.mocked(fake.services.send).mock.results[1].value as { abort: () => void };

    expect(fake.queue.reset()).toBe(true);
    expect(running.abort).toHaveBeenCalled();
    expect(fake.queue.getState()).toEqual({ items: [], started: false, limitReached: null });
    expect(fake.queue.reset()).toBe(false);
  });

  it('tells its listeners about every change', async () => {
    const queue = createUploadQueue(fakeServices().services);
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    await queue.addFiles([mp4('a.mp4')]);
    unsubscribe();
    queue.start();

    expect(listener).toHaveBeenCalledTimes(1);
  });
});
