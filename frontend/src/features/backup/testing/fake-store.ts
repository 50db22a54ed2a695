import { fakeBackupList } from '@/testing/fake-backup-list';

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
  const { update, uploaded, ...store } = fakeBackupList(initial, { copyOnRead: true });
  return { store: store satisfies BackupStore, update, uploaded };
}
