import { vi } from 'vitest';

import type { BackupEntry, BackupStore } from '../types';

export function backupEntry(patch: Partial<BackupEntry> = {}): BackupEntry {
  return {
    key: 'rec-1',
    title: 'WEB_2026-11-22 14:03:05',
    processStatus: 'waiting',
    progress: 0,
    createdAt: new Date(2026, 10, 22, 14, 3, 5).getTime(),
    bytes: 3 * 1024 * 1024,
    durationMs: 65_000,
    mimeType: 'video/mp4;codecs=avc1,opus',
    error: null,
    ...patch,
  };
}

/** A stand-in for the engine's local backups; `update` and `uploaded` act as the engine would. */
export function createFakeStore(initial: BackupEntry[] = []) {
  let items = initial;
  const listeners = new Set<() => void>();
  const uploadedListeners = new Set<(videoId: number) => void>();
  const update = (next: BackupEntry[]) => {
    items = next;
    listeners.forEach((listener) => listener());
  };
  const store = {
    // A new array on every read, as a store without caching would give.
    snapshot: () => [...items],
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onUploaded: (listener: (videoId: number) => void) => {
      uploadedListeners.add(listener);
      return () => uploadedListeners.delete(listener);
    },
    refresh: vi.fn(() => Promise.resolve()),
    retry: vi.fn(() => Promise.resolve()),
    remove: vi.fn((key: string) => {
      update(items.filter((item) => item.key !== key));
      return Promise.resolve(true);
    }),
    blob: vi.fn((key: string) => {
      const item = items.find((entry) => entry.key === key);
      return item ? Promise.resolve(new Blob(['video bytes'], { type: item.mimeType })) : Promise.reject(new Error('gone'));
    }),
    resumePending: vi.fn(() => Promise.resolve()),
  } satisfies BackupStore;
  /** The engine says a backup became a video. */
  const uploaded = (videoId: number) => uploadedListeners.forEach((listener) => listener(videoId));
  return { store, update, uploaded };
}
