import { createContext } from 'react';

import type { BackupStore } from './types';

export const BackupContext = createContext<BackupStore | null>(null);
