import { createContext } from 'react';

import type { UploadTarget } from './queue/types';
import type { UploadQueue } from './queue/upload-queue';

export type { UploadTarget };

/** The dialog is open, closed (and its list reset), or minimised to the floating bar. */
export type UploadView = 'open' | 'closed' | 'minimised';

export interface UploadCenter {
  queue: UploadQueue;
  view: UploadView;
  /** Opens the dialog; a new batch goes into folderId (0, My Videos, by default), or room channelId. */
  open: (folderId?: number, channelId?: number) => void;
  /** Minimises while uploads run; otherwise closes, refreshing My Videos if any succeeded. */
  close: () => void;
  /** Empties a closed dialog once it has faded out. */
  clear: () => void;
}

export const UploadCenterContext = createContext<UploadCenter | null>(null);
