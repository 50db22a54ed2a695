import { describe, expect, it } from 'vitest';

import { LiveChunks, type ChunkSource } from './chunk-source';
import { blobBytes, bytes } from './testing/node-blob';

/** Stands for IndexedDB: every byte 0..n, with reads counted. */
function storeOf(all: number[]) {
  const reads: number[] = [];
  const source: ChunkSource = {
    read: (from, maxBytes) => {
      reads.push(from);
      return Promise.resolve(new Blob([new Uint8Array(all.slice(from, from + maxBytes))]));
    },
  };
  return { source, reads };
}

describe('LiveChunks', () => {
  it('reads across chunks, from inside one, up to a limit', async () => {
    const live = new LiveChunks(null);
    live.push(0, bytes(0, 1, 2));
    live.push(3, bytes(3, 4));
    live.push(5, bytes(5, 6, 7));
    expect(await blobBytes(await live.read(0, 100))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(await blobBytes(await live.read(2, 4))).toEqual([2, 3, 4, 5]);
    expect(await blobBytes(await live.read(8, 4))).toEqual([]);
  });

  it('forgets confirmed chunks and reads older bytes from the store', async () => {
    const store = storeOf([0, 1, 2, 3, 4]);
    const live = new LiveChunks(store.source);
    live.push(0, bytes(0, 1, 2));
    live.push(3, bytes(3, 4));
    live.prune(3);
    expect(await blobBytes(await live.read(3, 10))).toEqual([3, 4]);
    expect(store.reads).toEqual([]);
    expect(await blobBytes(await live.read(1, 2))).toEqual([1, 2]);
    expect(store.reads).toEqual([1]);
  });

  it('past its memory limit lets go of stored chunks only', async () => {
    const store = storeOf([0, 1, 2, 3, 4, 5]);
    const live = new LiveChunks(store.source, 4);
    live.push(0, bytes(0, 1, 2));
    live.push(3, bytes(3, 4, 5));
    live.markStored(3); // the first one is not stored yet: it stays
    expect(await blobBytes(await live.read(0, 10))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(store.reads).toEqual([]);
    live.markStored(0); // now it may go
    expect(await blobBytes(await live.read(0, 10))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(store.reads).toEqual([0]);
  });
});
