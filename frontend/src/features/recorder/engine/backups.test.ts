import 'fake-indexeddb/auto';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { saveTokens } from '@/lib/auth/token-store';

import { createBackups, type BackupsControl } from './backups';
import { ChunkStore } from './chunk-store';
import { LOCK_PREFIX } from './constants';
import { installFakeLocks, type FakeLocks } from './testing/fake-locks';
import { FakeServer, type FakeVideo } from './testing/fake-server';
import { blobBytes, bytes, useNodeBlob } from './testing/node-blob';
import { storedRecording, uniqueDbName } from './testing/recordings';

const chunks = [
  [0, 0, 0, 24, 102, 116],
  [1, 2, 3, 4, 5],
  [6, 7, 8],
];
const all = chunks.flat();

describe('backups', () => {
  let server: FakeServer;
  let store: ChunkStore;
  let backups: BackupsControl;
  let locks: FakeLocks;
  let uninstallLocks: () => void;

  beforeEach(() => {
    useNodeBlob();
    server = new FakeServer();
    server.install();
    saveTokens({ token: 'T', refresh_token: 'R' });
    store = new ChunkStore(uniqueDbName());
    backups = createBackups({ store, retryDelaysMs: [5, 10, 20], pollMs: 5 });
    ({ locks, uninstall: uninstallLocks } = installFakeLocks());
  });

  afterEach(async () => {
    uninstallLocks();
    await store.close();
  });

  /** A recording left behind by a closed tab: its chunks stored, the server with `received` bytes. */
  async function leftBehind(video: FakeVideo | null, received: number | null, patch = {}) {
    const recording = storedRecording({ videoId: video?.id ?? null, ...patch });
    await store.putRecording(recording);
    let offset = 0;
    for (const [seq, values] of chunks.entries()) {
      await store.appendChunk(recording.key, { seq, byteOffset: offset, data: bytes(...values) }, { durationMs: 1000 * (seq + 1) });
      offset += values.length;
    }
    if (video && received !== null) server.addUpload(video, all.slice(0, received));
    return recording.key;
  }

  it('finishes a recording whose tab closed mid-recording: the rest, the length, complete', async () => {
    const video = server.addVideo();
    const key = await leftBehind(video, 6);
    const uploaded = vi.fn();
    backups.onUploaded(uploaded);
    await backups.refresh();
    expect(backups.snapshot()).toMatchObject([{ key, originId: video.id, processStatus: 'waiting', external: true, bytes: 14 }]);

    await backups.resumePending();

    const upload = server.uploadOf(video.id)!;
    expect(upload.data).toEqual(all);
    expect(upload.length).toBe(all.length);
    expect(server.patches()[0].headers.get('Upload-Offset')).toBe('6');
    expect(video.status).toBe(1);
    expect(uploaded).toHaveBeenCalledWith(video.id);
    expect(await store.getRecording(key)).toBeUndefined();
    expect(backups.snapshot()).toMatchObject([{ key, processStatus: 'completed', progress: 1 }]);
  });

  it('goes waiting → uploading → completed, and polls a video still processing', async () => {
    const video = server.addVideo();
    const key = await leftBehind(video, null); // the upload was never created
    server.onComplete = { status: 5, polls: 2 };
    const seen: string[] = [];
    backups.subscribe(() => {
      const status = backups.snapshot().find((item) => item.key === key)?.processStatus;
      if (status && seen.at(-1) !== status) seen.push(status);
    });
    await backups.resumePending();
    expect(seen).toEqual(['waiting', 'uploading', 'completed']);
    expect(server.uploadOf(video.id)!.data).toEqual(all);
    expect(server.log.filter((request) => request.path === `/api/video/detail/${video.id}`).length).toBe(3);
  });

  it('keeps a failed item with its error for download, and a retry finishes it', async () => {
    const video = server.addVideo();
    const key = await leftBehind(video, 0);
    server.refuseUploads = true;
    await backups.resumePending();
    expect(backups.snapshot()).toMatchObject([{ key, processStatus: 'failed', error: 'forbidden' }]);
    expect((await store.getRecording(key))?.error).toBe('forbidden');

    const blob = await backups.blob(key);
    expect(blob.type).toBe('video/mp4');
    expect(await blobBytes(blob)).toEqual(all);

    server.refuseUploads = false;
    await backups.retry(key);
    expect(server.uploadOf(video.id)!.data).toEqual(all);
    expect(backups.snapshot()).toMatchObject([{ key, processStatus: 'completed' }]);
  });

  it('fails an item whose server upload waits for bytes this device never stored', async () => {
    const video = server.addVideo();
    const key = await leftBehind(video, 14);
    server.uploadOf(video.id)!.length = 20; // declared before a crash; the disk was full after 14 bytes
    await backups.resumePending();
    expect(backups.snapshot()).toMatchObject([{ key, processStatus: 'failed' }]);
    expect(await blobBytes(await backups.blob(key))).toEqual(all);
  });

  it('keeps the backup when the server fails the video', async () => {
    const video = server.addVideo();
    const key = await leftBehind(video, 14);
    server.onComplete = { status: 5, polls: 1, endsAs: -1 };
    await backups.resumePending();
    expect(backups.snapshot()).toMatchObject([{ key, processStatus: 'failed', error: 'broken' }]);
    expect(await store.getRecording(key)).toBeDefined();
  });

  it('leaves alone a recording another tab is recording or sending', async () => {
    const video = server.addVideo();
    const key = await leftBehind(video, 0);
    locks.held.add(LOCK_PREFIX + key);
    await backups.resumePending();
    expect(server.log).toHaveLength(0);
    expect(backups.snapshot()).toMatchObject([{ key, processStatus: 'uploading', external: true }]);
    expect(await backups.remove(key)).toBe(false);
  });

  it('does not list the recording this tab is making, and marks its own items not external', async () => {
    const key = await leftBehind(null, null);
    backups.markOwn(key);
    backups.setLive(key);
    await backups.refresh();
    expect(backups.snapshot()).toEqual([]);
    backups.setLive(null);
    expect(backups.snapshot()).toMatchObject([{ key, external: false }]);
  });

  it('remove deletes the local copy and the unfinished server video', async () => {
    const video = server.addVideo();
    const key = await leftBehind(video, 3);
    await backups.refresh();
    expect(await backups.remove(key)).toBe(true);
    expect(server.videos.has(video.id)).toBe(false);
    expect(await store.getRecording(key)).toBeUndefined();
    expect(backups.snapshot()).toEqual([]);
  });

  it('remove while the server cannot be reached keeps a discarded row, and a later visit deletes the server video', async () => {
    const video = server.addVideo();
    const key = await leftBehind(video, 3);
    await backups.refresh();
    server.down = true;
    expect(await backups.remove(key)).toBe(true);
    expect(backups.snapshot()).toEqual([]);
    expect(await store.getRecording(key)).toMatchObject({ discarded: true, totalBytes: 0 });
    expect(await blobBytes(await store.readAll(key, 'video/mp4'))).toEqual([]);

    server.down = false;
    await backups.resumePending();
    expect(server.videos.has(video.id)).toBe(false);
    expect(await store.getRecording(key)).toBeUndefined();
  });

  it('tells the server about a discard it missed, then forgets the row', async () => {
    const video = server.addVideo();
    const key = await leftBehind(video, 3);
    await store.markDiscarded(key);
    await backups.resumePending();
    expect(server.videos.has(video.id)).toBe(false);
    expect(await store.getRecording(key)).toBeUndefined();
    expect(backups.snapshot()).toEqual([]);
  });

  it('completes a recording the server already finished (its tab died before cleaning up)', async () => {
    const video = server.addVideo(1);
    const key = await leftBehind(video, 14);
    await backups.resumePending();
    expect(server.patches()).toHaveLength(0);
    expect(await store.getRecording(key)).toBeUndefined();
  });
});
