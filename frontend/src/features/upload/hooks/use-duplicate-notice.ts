import { useCallback, useEffect, useRef, useState } from 'react';

import { DUPLICATE_NOTICE_MS } from '@/config/constants';

/** Names of files just skipped as duplicates, each shown for 3 s (spec 5). */
export function useDuplicateNotice() {
  const [names, setNames] = useState<string[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const show = useCallback((skipped: string[]) => {
    if (skipped.length === 0) return;
    setNames((shown) => [...shown, ...skipped]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setNames((shown) => shown.slice(skipped.length));
    }, DUPLICATE_NOTICE_MS);
    timers.current.add(timer);
  }, []);

  return [names, show] as const;
}
