import 'fake-indexeddb/auto';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ChunkStore, isQuotaError } from './chunk-store';
import { blobBytes, bytes, useNodeBlob } from './testing/node-blob';
import { storedRecording, uniqueDbName } from './testing/recordings';

describe('ChunkStore', () => {
  let store: ChunkStore;

  beforeEach(() => {
    useNodeBlob();
    store = new ChunkStore(uniqueDbName());
  });

  afterEach(async () => {
    await store.close();
  });

  async function recordingWithChunks(...chunks: number[][]) {
    const recording = storedRecording();
    await store.putRecording(recording);
    let offset = 0;
    for (const [seq, values] of chunks.entries()) {
      await store.appendChunk(recording.key, { seq, byteOffset: offset, data: bytes(...values) }, { durationMs: seq * 1000 });
      offset += values.length;
    }
    return recording.key;
  }

  it('stores chunks and moves the recording on', async () => {
    const key = await recordingWithChunks([1, 2, 3], [4, 5], [6]);
    const recording = await store.getRecording(key);
    expect(recording).toMatchObject({ totalBytes: 6, chunkCount: 3, durationMs: 2000 });
  });

  it('reads byte ranges across chunk boundaries and from inside a chunk', async () => {
    const key = await recordingWithChunks([1, 2, 3], [4, 5], [6, 7, 8, 9]);
    expect(await blobBytes(await store.readBytes(key, 0, 100))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await blobBytes(await store.readBytes(key, 1, 3))).toEqual([2, 3, 4]);
    expect(await blobBytes(await store.readBytes(key, 3, 2))).toEqual([4, 5]);
    expect(await blobBytes(await store.readBytes(key, 4, 100))).toEqual([5, 6, 7, 8, 9]);
    expect(await blobBytes(await store.readBytes(key, 9, 100))).toEqual([]);
  });

  it('gives the whole recording as one Blob of its chunks in order', async () => {
    const key = await recordingWithChunks([1, 2], [3], [4, 5, 6]);
    const blob = await store.readAll(key, 'video/mp4');
    expect(blob.type).toBe('video/mp4');
    expect(await blobBytes(blob)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps recordings apart', async () => {
    const first = await recordingWithChunks([1, 1]);
    const second = await recordingWithChunks([2, 2, 2]);
    expect(await blobBytes(await store.readAll(first, ''))).toEqual([1, 1]);
    expect(await blobBytes(await store.readAll(second, ''))).toEqual([2, 2, 2]);
    expect((await store.listRecordings()).map((r) => r.key).sort()).toEqual([first, second].sort());
  });

  it('updates fields and deletes a recording with its chunks', async () => {
    const key = await recordingWithChunks([1, 2, 3]);
    expect(await store.updateRecording(key, { confirmedBytes: 2, stopped: true })).toMatchObject({
      confirmedBytes: 2,
      stopped: true,
      totalBytes: 3,
    });
    await store.deleteRecording(key);
    expect(await store.getRecording(key)).toBeUndefined();
    expect((await store.readAll(key, '')).size).toBe(0);
    expect(await store.updateRecording(key, { stopped: true })).toBeNull();
  });

  it('drops a chunk of a recording deleted meanwhile', async () => {
    const key = await recordingWithChunks([1]);
    await store.deleteRecording(key);
    await store.appendChunk(key, { seq: 1, byteOffset: 1, data: bytes(2) });
    expect(await store.getRecording(key)).toBeUndefined();
    expect((await store.readAll(key, '')).size).toBe(0);
  });

  it('marks a discarded recording and forgets its chunks', async () => {
    const key = await recordingWithChunks([1, 2]);
    await store.markDiscarded(key);
    expect(await store.getRecording(key)).toMatchObject({ discarded: true, totalBytes: 0 });
    expect((await store.readAll(key, '')).size).toBe(0);
  });

  it('survives a reopen (a reload)', async () => {
    const name = uniqueDbName();
    const first = new ChunkStore(name);
    const recording = storedRecording();
    await first.putRecording(recording);
    await first.appendChunk(recording.key, { seq: 0, byteOffset: 0, data: bytes(7, 8) });
    await first.close();
    const again = new ChunkStore(name);
    expect(await blobBytes(await again.readAll(recording.key, ''))).toEqual([7, 8]);
    await again.close();
  });

  it('reopens after another tab took the database away (versionchange)', async () => {
    const name = uniqueDbName();
    const tab = new ChunkStore(name);
    await tab.putRecording(storedRecording());
    // Another tab (or a site-data wipe) deletes the database: this tab's connection closes.
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error ?? new Error('delete failed'));
    });
    const later = storedRecording();
    await tab.putRecording(later);
    expect((await tab.listRecordings()).map((r) => r.key)).toEqual([later.key]);
    await tab.close();
  });

  it('recognises a full disk', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError(new DOMException('no', 'AbortError'))).toBe(false);
    expect(isQuotaError(new Error('QuotaExceededError'))).toBe(false);
  });
});
