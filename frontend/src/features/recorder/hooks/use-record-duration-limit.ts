import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

import type { Recorder } from '../engine-api';

/**
 * Stops the recording when it reaches limitMs of recorded time (pauses excluded): the Basic plan's
 * record_duration_limit (spec 1, 8). The recording then finishes and uploads like any other; onLimit
 * runs once for a short notice. A timer set at each start or resume does it on time, and the
 * published elapsed time catches a late timer. null: no limit (Premium, or the user became it
 * meanwhile: the timer is cleared).
 */
export function useRecordDurationLimit(recorder: Recorder, limitMs: number | null, onLimit: () => void): void {
  const subscribe = useCallback((listener: () => void) => recorder.subscribe(listener), [recorder]);
  const status = useSyncExternalStore(subscribe, () => recorder.getSnapshot().status);
  const elapsedMs = useSyncExternalStore(subscribe, () => recorder.getSnapshot().elapsedMs);
  const latest = useRef(onLimit);
  useEffect(() => {
    latest.current = onLimit;
  });
  const stopped = useRef(false);

  const running = status === 'recording' && limitMs !== null;
  useEffect(() => {
    if (status !== 'recording' && status !== 'paused') stopped.current = false;
  }, [status]);

  useEffect(() => {
    if (!running || limitMs === null) return;
    function stopAtLimit() {
      if (stopped.current) return;
      stopped.current = true;
      void recorder.stop();
      latest.current();
    }
    const left = limitMs - recorder.getSnapshot().elapsedMs;
    if (left <= 0) {
      stopAtLimit();
      return;
    }
    const timer = setTimeout(stopAtLimit, left);
    return () => clearTimeout(timer);
    // Re-armed on each start or resume (status) and when the limit changes, not on every tick.
  }, [running, limitMs, recorder]);

  useEffect(() => {
    if (running && limitMs !== null && elapsedMs >= limitMs && !stopped.current) {
      stopped.current = true;
      void recorder.stop();
      latest.current();
    }
  }, [running, limitMs, elapsedMs, recorder]);
}
