import { queryOptions } from '@tanstack/react-query';

import type { DesktopShell } from '@/lib/platform';

/** How often the main window asks the desktop recorder how it stands. */
export const RECORDER_POLL_MS = 1000;

/** The desktop recorder's state (GET /_desktop/recorder), asked every second while shown. */
export const desktopRecorderQuery = (shell: DesktopShell) =>
  queryOptions({
    queryKey: ['desktop-recorder-state'] as const,
    queryFn: () => shell.recorderState(),
    refetchInterval: RECORDER_POLL_MS,
    meta: { handledCodes: 'all' },
  });
