import { useEffect, type ReactNode } from 'react';

import { runAction } from '@/lib/run-action';

import { BackupContext } from '../backup-context';
import { useBackupCompletion } from '../hooks/use-backup-completion';
import type { BackupStore } from '../types';

interface BackupProviderProps {
  store: BackupStore;
  /** In the signed-in app shell: upload what an earlier visit left unfinished, once. */
  resumeOnMount?: boolean;
  children: ReactNode;
}

export function BackupProvider({ store, resumeOnMount = false, children }: BackupProviderProps) {
  useBackupCompletion(store);
  useEffect(() => {
    // Failures show on the items themselves.
    if (resumeOnMount) runAction(() => store.resumePending(), () => undefined);
  }, [store, resumeOnMount]);
  return <BackupContext value={store}>{children}</BackupContext>;
}
