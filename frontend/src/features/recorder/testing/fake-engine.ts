import { vi } from 'vitest';

import { fakeBackupList } from '@/testing/fake-backup-list';

import type { BackupItem, RecorderEvent, RecorderSnapshot, RecordingOptions, Unavailable } from '../engine/types';
import type { RecorderEngine } from '../engine-api';
import { isLeaveGuarded } from '../status';

export const idleSnapshot: RecorderSnapshot = {
  status: 'ready',
  countdownLeftMs: 0,
  elapsedMs: 0,
  videoId: null,
  shareUrl: null,
  recordedBytes: 0,
  confirmedBytes: 0,
  uploadProgress: 0,
  problem: null,
  finishedVideoId: null,
  backupKey: null,
  discardAt: null,
};

/**
 * A stand-in for the recorder engine: commands are spies that move the snapshot the way
 * the engine does; tests push further states with `set` and events with `emit`.
 */
export function createFakeEngine(options: { unavailable?: Unavailable; snapshot?: Partial<RecorderSnapshot> } = {}) {
  let snapshot: RecorderSnapshot = { ...idleSnapshot, ...options.snapshot };
  let camera: MediaStream | null = null;
  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: RecorderEvent, snapshot: RecorderSnapshot) => void>();

  function set(patch: Partial<RecorderSnapshot>) {
    snapshot = { ...snapshot, ...patch };
    listeners.forEach((listener) => listener());
  }
  function emit(event: RecorderEvent) {
    eventListeners.forEach((listener) => listener(event, snapshot));
  }

  const recorder = {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onEvent: (listener) => {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    prepare: vi.fn(() => {
      if (snapshot.status === 'notReady') set({ status: 'ready' });
      return null;
    }),
    start: vi.fn((_options: RecordingOptions) => {
      set({ status: 'countdown', countdownLeftMs: 3000 });
      return Promise.resolve();
    }),
    cancel: vi.fn(() => {
      set({ ...idleSnapshot });
      emit('cancel');
    }),
    pause: vi.fn(() => set({ status: 'paused' })),
    resume: vi.fn(() => set({ status: 'recording' })),
    stop: vi.fn(() => {
      set({ status: 'uploading', uploadProgress: 0 });
      emit('stop');
      return Promise.resolve();
    }),
    discard: vi.fn(() => set({ status: 'paused', discardAt: Date.now() + 5000 })),
    undoDiscard: vi.fn(() => {
      set({ discardAt: null });
      emit('abort_cancel');
    }),
    cameraStream: () => camera,
    isBusy: () => isLeaveGuarded(snapshot.status),
    dismissProblem: vi.fn(() => set({ problem: null })),
  } satisfies RecorderEngine['recorder'];

  const backups = createFakeBackups();
  const engine: RecorderEngine = {
    recorder,
    backups,
    checkAvailability: vi.fn(() => options.unavailable ?? null),
    listDevices: vi.fn(() => Promise.resolve({ cameras: [], microphones: [] })),
  };

  return {
    engine,
    recorder,
    backups,
    set,
    emit,
    setCamera: (stream: MediaStream | null) => {
      camera = stream;
      set({});
    },
  };
}

export function backupItem(patch: Partial<BackupItem> = {}): BackupItem {
  return {
    key: 'rec-1',
    originId: 7,
    title: 'WEB_2026-11-22 14:03:05',
    processStatus: 'waiting',
    progress: 0,
    external: false,
    createdAt: new Date(2026, 10, 22, 14, 3, 5).getTime(),
    bytes: 3 * 1024 * 1024,
    durationMs: 65_000,
    mimeType: 'video/mp4;codecs=avc1,opus',
    error: null,
    ...patch,
  };
}

/** A stand-in for the engine's local backups; `update` replaces the list, as the engine does. */
export function createFakeBackups(initial: BackupItem[] = []) {
  return fakeBackupList(initial) satisfies RecorderEngine['backups'] & { update: unknown };
}
