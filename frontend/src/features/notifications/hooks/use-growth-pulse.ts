import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/**
 * True for durationMs after count grows (spec 2: the bell's 2 s animation), never when it
 * shrinks or first loads, and never for someone who asked for reduced motion. A growth during
 * the animation starts it over.
 */
export function useGrowthPulse(count: number | undefined, durationMs: number): boolean {
  const reducedMotion = useReducedMotion();
  const [seen, setSeen] = useState(count);
  const [started, setStarted] = useState(0);
  const [ended, setEnded] = useState(0);

  if (count !== seen) {
    setSeen(count);
    if (count !== undefined && seen !== undefined && count > seen && !reducedMotion) setStarted(started + 1);
  }

  useEffect(() => {
    if (started === 0) return;
    const timer = setTimeout(() => setEnded(started), durationMs);
    return () => clearTimeout(timer);
  }, [started, durationMs]);

  return started > ended;
}
