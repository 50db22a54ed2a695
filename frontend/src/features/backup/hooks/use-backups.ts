import { notifications } from '@mantine/notifications';
import { use, useCallback, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

import { TOAST_MS } from '@/config/constants';
import { runAction } from '@/lib/run-action';

import { BackupContext } from '../backup-context';
import type { BackupEntry, BackupStore } from '../types';

export function useBackupStore(): BackupStore {
  const store = use(BackupContext);
  if (!store) throw new Error('useBackupStore needs a <BackupProvider> above it');
  return store;
}

function sameEntries(a: readonly BackupEntry[], b: readonly BackupEntry[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((entry, index) => {
    const other = b[index] as unknown as Record<string, unknown>;
    return Object.entries(entry).every(([field, value]) => other[field] === value);
  });
}

/** The backup items; the list keeps its identity while nothing in it changed. */
export function useBackupItems(): readonly BackupEntry[] {
  const store = useBackupStore();
  const cache = useRef<readonly BackupEntry[]>([]);
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  const read = useCallback(() => {
    const next = store.snapshot();
    if (!sameEntries(cache.current, next)) cache.current = next;
    return cache.current;
  }, [store]);
  return useSyncExternalStore(subscribe, read);
}

/** Runs a store call; a failure gets a toast. */
export function useBackupCommand() {
  const { t } = useTranslation();
  return useCallback(
    (action: () => unknown) =>
      runAction(action, () => notifications.show({ color: 'red', message: t('backup.actionFailed'), autoClose: TOAST_MS })),
    [t],
  );
}

/** Deletes a backup; another tab uploading it keeps it, and the user is told. */
export function useRemoveBackup() {
  const { t } = useTranslation();
  const store = useBackupStore();
  const command = useBackupCommand();
  return useCallback(
    (key: string, onRemoved?: () => void) =>
      command(async () => {
        if (await store.remove(key)) onRemoved?.();
        else notifications.show({ color: 'orange', message: t('backup.removeRefused'), autoClose: TOAST_MS });
      }),
    [t, store, command],
  );
}
