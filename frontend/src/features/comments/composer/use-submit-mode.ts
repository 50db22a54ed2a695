import { useState } from 'react';

import { StorageKeys } from '@/config/storage-keys';
import { getPlatform } from '@/lib/platform';

/** 'enter': Enter sends and Shift+Enter starts a line; 'ctrl-enter': Ctrl+Enter sends and Enter starts a line. */
export type SubmitMode = 'enter' | 'ctrl-enter';

function readMode(): SubmitMode {
  return getPlatform().storage.get(StorageKeys.commentSubmitMode) === 'ctrl-enter' ? 'ctrl-enter' : 'enter';
}

/** The local setting of which key sends a comment. */
export function useSubmitMode(): [SubmitMode, (mode: SubmitMode) => void] {
  const [mode, setMode] = useState(readMode);
  const choose = (next: SubmitMode) => {
    getPlatform().storage.set(StorageKeys.commentSubmitMode, next);
    setMode(next);
  };
  return [mode, choose];
}
