import { queryOptions } from '@tanstack/react-query';

import type { DesktopShell } from '@/lib/platform';

export const desktopSettingsKey = ['desktop-settings'] as const;

/** The desktop app's settings, read from the app (the settings screen and the start of a recording). */
export function desktopSettingsQuery(shell: DesktopShell) {
  return queryOptions({ queryKey: desktopSettingsKey, queryFn: () => shell.loadSettings(), meta: { handledCodes: 'all' } });
}
