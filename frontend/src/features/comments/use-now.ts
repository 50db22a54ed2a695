import { useEffect, useState } from 'react';

/** The time now, in ms, refreshed every `everyMs` (spec 9: comment times every second). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
