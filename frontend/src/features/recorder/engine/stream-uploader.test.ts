import { beforeEach, describe, expect, it, vi } from 'vitest';

import { saveTokens } from '@/lib/auth/token-store';
import { envelope } from '@/testing/fetch-mock';

import { LiveChunks, type ChunkSource } from './chunk-source';
import { StreamUploader, UploadFailedError, type StreamUploaderOptions } from './stream-uploader';
import { FakeServer } from './testing/fake-server';

const fast = [5, 10, 20];
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 3_000, interval: 5 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A recording growing by chunks of bytes 0..n, as MediaRecorder would hand them over. */
function growingSource() {
  const chunks = new LiveChunks(null);
  const all: number[] = [];
  return {
    source: chunks as ChunkSource,
    all,
    add(size: number): number {
      const part = Array.from({ length: size }, (_, i) => (all.length + i) % 251);
      chunks.push(all.length, new Blob([new Uint8Array(part)]));
      all.push(...part);
      return all.length;
    },
  };
}

function uploader(server: FakeServer, source: ChunkSource, patch: Partial<StreamUploaderOptions> = {}) {
  const video = server.videos.get(patch.videoId ?? 0) ?? server.addVideo();
  const confirmed: number[] = [];
  const trouble: boolean[] = [];
  const instance = new StreamUploader({
    videoId: video.id,
    endpoint: '/api/v2/record/upload/',
    location: null,
    askServer: false,
    source,
    retryDelaysMs: fast,
    onConfirmed: (bytes) => confirmed.push(bytes),
    onTrouble: (troubled) => trouble.push(troubled),
    ...patch,
  });
  return { instance, video, confirmed, trouble };
}

describe('StreamUploader', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = new FakeServer();
    server.install();
    saveTokens({ token: 'T1', refresh_token: 'R1' });
  });

  it('appends chunks in order while recording and declares the length at the end', async () => {
    const rec = growingSource();
    const { instance, video, confirmed } = uploader(server, rec.source);
    instance.append(rec.add(100));
    await until(() => instance.confirmedBytes === 100);
    instance.append(rec.add(50));
    instance.append(rec.add(70));
    await until(() => instance.confirmedBytes === 220);
    const total = rec.add(30);
    await instance.finish(total);

    const upload = server.uploadOf(video.id)!;
    expect(upload.data).toEqual(rec.all);
    expect(upload.length).toBe(250);
    // Created with a deferred length, with the video id in the metadata and the token.
    const create = server.log.find((request) => request.method === 'POST')!;
    expect(create.headers.get('Upload-Defer-Length')).toBe('1');
    expect(create.headers.get('Upload-Metadata')).toBe(`video_id ${btoa(String(video.id))}`);
    expect(create.headers.get('Authorization')).toBe('Bearer T1');
    // The absolute Location became a path on our origin.
    expect(server.patches().every((request) => request.path === `/api/v2/record/upload/${upload.id}`)).toBe(true);
    // Only the last PATCH declares the length.
    const declared = server.patches().filter((request) => request.headers.has('Upload-Length'));
    expect(declared).toHaveLength(1);
    expect(declared[0].headers.get('Upload-Length')).toBe('250');
    expect(confirmed.at(-1)).toBe(250);
  });

  it('sends an empty final PATCH when every byte is already there', async () => {
    const rec = growingSource();
    const { instance, video } = uploader(server, rec.source);
    instance.append(rec.add(40));
    await until(() => instance.confirmedBytes === 40);
    await instance.finish(40);
    const last = server.patches().at(-1)!;
    expect(last.size).toBe(0);
    expect(last.headers.get('Upload-Length')).toBe('40');
    expect(last.headers.get('Upload-Offset')).toBe('40');
    expect(server.uploadOf(video.id)!.length).toBe(40);
  });

  it('keeps one PATCH in flight and batches what queued meanwhile', async () => {
    server.patchDelayMs = 30;
    const rec = growingSource();
    const { instance, video } = uploader(server, rec.source);
    for (let i = 0; i < 20; i += 1) {
      instance.append(rec.add(10));
      await sleep(3);
    }
    await instance.finish(rec.all.length);
    expect(server.maxInFlight).toBe(1);
    expect(server.patches().length).toBeLessThan(20);
    expect(server.patches().some((request) => request.size > 10)).toBe(true);
    expect(server.uploadOf(video.id)!.data).toEqual(rec.all);
  });

  it('splits a backlog into PATCHes of at most maxPatchBytes', async () => {
    const rec = growingSource();
    for (let i = 0; i < 10; i += 1) rec.add(30);
    const { instance, video } = uploader(server, rec.source, { maxPatchBytes: 100 });
    await instance.finish(300);
    expect(server.patches().map((request) => request.size)).toEqual([100, 100, 100]);
    expect(server.uploadOf(video.id)!.data).toEqual(rec.all);
  });

  it('rides out a server that is down for a while, then catches up', async () => {
    const rec = growingSource();
    const { instance, video, trouble } = uploader(server, rec.source, { retryDelaysMs: [5, 10, 15] });
    instance.append(rec.add(100));
    await until(() => instance.confirmedBytes === 100);
    server.down = true;
    // Recording goes on while nothing gets through.
    for (let i = 0; i < 5; i += 1) {
      instance.append(rec.add(20));
      await sleep(15);
    }
    expect(instance.confirmedBytes).toBe(100);
    expect(trouble).toEqual([true]);
    const failedAttempts = server.log.length;
    await sleep(60);
    expect(server.log.length).toBeGreaterThan(failedAttempts); // still retrying
    server.down = false;
    await until(() => instance.confirmedBytes === 200);
    expect(trouble).toEqual([true, false]);
    // The offset was re-read before sending again.
    const firstAfter = server.log.findIndex((request, index) => index >= failedAttempts && request.method === 'HEAD');
    expect(firstAfter).toBeGreaterThan(-1);
    await instance.finish(rec.add(10));
    expect(server.uploadOf(video.id)!.data).toEqual(rec.all);
    expect(server.uploadOf(video.id)!.length).toBe(210);
  });

  it('keeps recording through a 12 s outage with the real delays (1 s, 2 s, 5 s, 5 s…)', async () => {
    vi.useFakeTimers();
    try {
      const rec = growingSource();
      const { instance, video } = uploader(server, rec.source, { retryDelaysMs: undefined });
      instance.append(rec.add(100));
      await vi.advanceTimersByTimeAsync(10);
      expect(instance.confirmedBytes).toBe(100);
      server.down = true;
      const downAt = server.log.length;
      const attemptTimes: number[] = [];
      const start = Date.now();
      const realFetch = server.fetch;
      vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
        attemptTimes.push(Date.now() - start);
        return realFetch(input, init);
      });
      // 12 s of recording, a chunk every 500 ms, the server unreachable.
      for (let i = 0; i < 24; i += 1) {
        instance.append(rec.add(10));
        await vi.advanceTimersByTimeAsync(500);
      }
      expect(instance.confirmedBytes).toBe(100);
      expect(server.log.length).toBeGreaterThan(downAt);
      // First attempt at once, then 1 s, 2 s, 5 s, 5 s apart (the HEAD re-sync after each wait).
      const gaps = attemptTimes.slice(1).map((time, index) => time - attemptTimes[index]);
      expect(gaps.slice(0, 3)).toEqual([1_000, 2_000, 5_000]);
      server.down = false;
      await vi.advanceTimersByTimeAsync(5_000);
      expect(instance.confirmedBytes).toBe(340);
      const finished = instance.finish(rec.add(10));
      await vi.advanceTimersByTimeAsync(10);
      await finished;
      expect(server.uploadOf(video.id)!.data).toEqual(rec.all);
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries 5xx answers with backoff', async () => {
    const rec = growingSource();
    const { instance, video } = uploader(server, rec.source);
    instance.append(rec.add(10));
    await until(() => instance.confirmedBytes === 10);
    server.failNext = 3;
    await instance.finish(rec.add(10));
    expect(server.uploadOf(video.id)!.data).toEqual(rec.all);
    expect(server.log.filter((request) => request.method === 'HEAD').length).toBeGreaterThanOrEqual(1);
  });

  it('re-syncs with HEAD after a 409 offset mismatch and resends from the server offset', async () => {
    const rec = growingSource();
    const { instance, video } = uploader(server, rec.source);
    instance.append(rec.add(100));
    await until(() => instance.confirmedBytes === 100);
    // The server lost the last 40 bytes: the next PATCH at offset 100 conflicts.
    server.uploadOf(video.id)!.data.length = 60;
    instance.append(rec.add(50));
    await instance.finish(150);
    const statuses = server.patches().map((request) => request.headers.get('Upload-Offset'));
    expect(statuses).toContain('60');
    expect(server.uploadOf(video.id)!.data).toEqual(rec.all);
  });

  it('after a lost response, HEAD shows the bytes arrived and nothing is sent twice', async () => {
    const rec = growingSource();
    const { instance, video } = uploader(server, rec.source);
    instance.append(rec.add(10));
    await until(() => instance.confirmedBytes === 10);
    const realFetch = server.fetch;
    let dropped = false;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await realFetch(input, init);
      if (init?.method === 'PATCH' && !dropped) {
        dropped = true;
        throw new TypeError('connection reset'); // the server took the bytes; the answer was lost
      }
      return response;
    });
    instance.append(rec.add(30));
    await instance.finish(40);
    expect(dropped).toBe(true);
    expect(server.uploadOf(video.id)!.data).toEqual(rec.all);
  });

  it('after a lost create answer, finds the upload the server made instead of creating another', async () => {
    const rec = growingSource();
    const realFetch = server.fetch;
    let dropped = false;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await realFetch(input, init);
      const path = input as string; // the engine calls fetch with paths
      if (init?.method === 'POST' && path.startsWith('/api/v2/record/upload/') && !dropped) {
        dropped = true;
        throw new TypeError('connection reset'); // the server made the upload; the answer was lost
      }
      return response;
    });
    const { instance, video } = uploader(server, rec.source);
    instance.append(rec.add(30));
    await instance.finish(rec.add(20));
    expect(dropped).toBe(true);
    expect(server.uploads.size).toBe(1);
    expect(server.uploadOf(video.id)!.data).toEqual(rec.all);
    expect(server.uploadOf(video.id)!.length).toBe(50);
    expect(server.log.some((request) => request.path === '/api/v2/record/credentials')).toBe(true);
  });

  it('renews the token once on 401 and goes on', async () => {
    saveTokens({ token: 'old', refresh_token: 'R1' });
    server.validTokens = new Set(['new']);
    const refreshes: unknown[] = [];
    const realFetch = server.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = input as string; // the engine calls fetch with paths
      const auth = new Headers(init?.headers).get('Authorization');
      if (path === '/api/user/token/refresh') {
        refreshes.push(JSON.parse(init?.body as string));
        return envelope({ token: 'new', refresh_token: 'R2' });
      }
      if (path === '/api/user/info' && auth !== 'Bearer new') return envelope(null, 100101, 'outdated', 401);
      return realFetch(input, init);
    });
    const rec = growingSource();
    const { instance, video } = uploader(server, rec.source);
    await instance.finish(rec.add(20));
    expect(refreshes).toEqual([{ refresh_token: 'R1' }]);
    expect(server.uploadOf(video.id)!.data).toEqual(rec.all);
    expect(server.patches().every((request) => request.headers.get('Authorization') === 'Bearer new')).toBe(true);
  });

  it('resumes an upload the server already has: asks credentials, HEADs, sends the rest', async () => {
    const rec = growingSource();
    rec.add(100);
    const video = server.addVideo();
    const existing = server.addUpload(video, rec.all.slice(0, 64));
    const { instance } = uploader(server, rec.source, { videoId: video.id, askServer: true });
    await instance.finish(100);
    expect(server.log.map((request) => request.method).slice(0, 2)).toEqual(['POST', 'HEAD']);
    expect(server.log[0].path).toBe('/api/v2/record/credentials');
    expect(server.patches()[0].headers.get('Upload-Offset')).toBe('64');
    expect(existing.data).toEqual(rec.all);
    expect(existing.length).toBe(100);
  });

  it('finds nothing to send when the video is already past uploading', async () => {
    const rec = growingSource();
    rec.add(10);
    const video = server.addVideo(1);
    const { instance } = uploader(server, rec.source, { videoId: video.id, askServer: true });
    await instance.finish(10);
    expect(server.patches()).toHaveLength(0);
  });

  it('fails for good on a refusal such as 413', async () => {
    const rec = growingSource();
    const { instance, video } = uploader(server, rec.source);
    instance.append(rec.add(10));
    await until(() => instance.confirmedBytes === 10);
    server.uploadOf(video.id)!.length = 15; // the server allows 15 bytes; 20 are sent
    await expect(instance.finish(rec.add(10))).rejects.toBeInstanceOf(UploadFailedError);
  });

  it('fails instead of idling when the server waits for more bytes than the recording has', async () => {
    const rec = growingSource();
    rec.add(60);
    const video = server.addVideo();
    // Storage was full, then a crash during the final PATCH: the length is 100, only 60 bytes exist here.
    const existing = server.addUpload(video, rec.all);
    existing.length = 100;
    const { instance } = uploader(server, rec.source, { videoId: video.id, askServer: true });
    const outcome = instance.finish(60).then(
      () => 'done',
      (error: unknown) => error,
    );
    const settled = await Promise.race([outcome, sleep(500).then(() => 'still idle')]);
    expect(settled).toBeInstanceOf(UploadFailedError);
    expect(server.patches()).toHaveLength(0);
  });

  it('abort stops it and finish rejects', async () => {
    server.down = true;
    const rec = growingSource();
    const { instance } = uploader(server, rec.source);
    instance.append(rec.add(10));
    const done = instance.finish(10);
    instance.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});
