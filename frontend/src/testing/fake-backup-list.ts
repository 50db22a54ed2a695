import { vi } from 'vitest';

/** What a fake backup list needs of its items. */
interface Backup {
  key: string;
  mimeType: string;
}

/**
 * A stand-in for the recorder engine's list of local backups, for the features that show it:
 * `update` replaces the list and `uploaded` says a backup became a video, as the engine does.
 * With `copyOnRead`, every snapshot is a new array, as a store without caching would give.
 */
export function fakeBackupList<Item extends Backup>(initial: Item[], { copyOnRead = false } = {}) {
  let items = initial;
  const listeners = new Set<() => void>();
  const uploadedListeners = new Set<(videoId: number) => void>();
  const update = (next: Item[]) => {
    items = next;
    listeners.forEach((listener) => listener());
  };
  return {
    snapshot: () => (copyOnRead ? [...items] : items),
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
    update,
    uploaded: (videoId: number) => uploadedListeners.forEach((listener) => listener(videoId)),
  };
}
