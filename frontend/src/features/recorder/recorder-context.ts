import { createContext } from 'react';

import type { RecordingOptions } from './engine/types';
import type { RecorderEngine } from './engine-api';

export interface RecorderContextValue {
  engine: RecorderEngine;
  /** The options of the session last started in this tab (its type and title). */
  options: RecordingOptions | null;
  /** Starts a session with these options, remembering them. */
  start: (options: RecordingOptions) => Promise<void>;
  /** Processing of the last recording failed; its copy waits in the backup box. */
  processingFailed: boolean;
  dismissProcessingFailure: () => void;
  /** Opens the backup box (in the app header). */
  showBackups: () => void;
}

export const RecorderContext = createContext<RecorderContextValue | null>(null);
