import { useEffect, useRef } from 'react';

import { OutdatedTracker } from './outdated-tracker';

let tracker: OutdatedTracker | null = null;

function tabTracker(): OutdatedTracker {
  tracker ??= new OutdatedTracker();
  return tracker;
}

/** Tells other tabs that data of this kind ("comments", "notifications") changed. */
export function markOutdated(kind: string): void {
  tabTracker().mark(kind);
}

/** Runs reload when this tab becomes visible after another tab marked kind outdated. */
export function useOutdatedReload(kind: string, reload: () => void): void {
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  });
  useEffect(() => tabTracker().onReload(kind, () => latest.current()), [kind]);
}
