import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { act, renderHook } from '@/testing/render';

import { useRecordDurationLimit } from './use-record-duration-limit';
import { createFakeEngine } from '../testing/fake-engine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const fiveMinutes = 300_000;

function setup(limitMs: number | null) {
  const fake = createFakeEngine();
  const onLimit = vi.fn();
  const hook = renderHook(({ limit }) => useRecordDurationLimit(fake.engine.recorder, limit, onLimit), {
    initialProps: { limit: limitMs },
  });
  return { fake, onLimit, hook };
}

describe('useRecordDurationLimit', () => {
  it('stops the recording once at the limit, which then finishes normally', () => {
    const { fake, onLimit } = setup(fiveMinutes);
    act(() => fake.set({ status: 'recording', elapsedMs: 0 }));

    act(() => {
      vi.advanceTimersByTime(fiveMinutes - 1);
    });
    expect(fake.recorder.stop).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(fake.recorder.stop).toHaveBeenCalledTimes(1);
    expect(onLimit).toHaveBeenCalledTimes(1);
    // The fake's stop moves on to uploading, as the engine's does: the video is finished, not discarded.
    expect(fake.engine.recorder.getSnapshot().status).toBe('uploading');
    expect(fake.recorder.discard).not.toHaveBeenCalled();
  });

  it('does not count paused time', () => {
    const { fake } = setup(fiveMinutes);
    act(() => fake.set({ status: 'recording', elapsedMs: 0 }));
    act(() => {
      vi.advanceTimersByTime(100_000);
    });
    act(() => fake.set({ status: 'paused', elapsedMs: 100_000 }));
    act(() => {
      vi.advanceTimersByTime(600_000);
    });
    expect(fake.recorder.stop).not.toHaveBeenCalled();

    act(() => fake.set({ status: 'recording', elapsedMs: 100_000 }));
    act(() => {
      vi.advanceTimersByTime(199_999);
    });
    expect(fake.recorder.stop).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(fake.recorder.stop).toHaveBeenCalledTimes(1);
  });

  it('stops when the published recorded time reaches the limit, even if the timer is late', () => {
    const { fake, onLimit } = setup(fiveMinutes);
    act(() => fake.set({ status: 'recording', elapsedMs: 0 }));
    act(() => fake.set({ elapsedMs: fiveMinutes }));
    expect(fake.recorder.stop).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(fiveMinutes);
    });
    expect(fake.recorder.stop).toHaveBeenCalledTimes(1);
    expect(onLimit).toHaveBeenCalledTimes(1);
  });

  it('never stops a recording without a limit (Premium: -1)', () => {
    const { fake } = setup(null);
    act(() => fake.set({ status: 'recording', elapsedMs: 0 }));
    act(() => {
      vi.advanceTimersByTime(10 * fiveMinutes);
    });
    act(() => fake.set({ elapsedMs: 10 * fiveMinutes }));
    expect(fake.recorder.stop).not.toHaveBeenCalled();
  });

  it('lets the recording go on when the plan lifts the limit during it', () => {
    const { fake, hook } = setup(fiveMinutes);
    act(() => fake.set({ status: 'recording', elapsedMs: 0 }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    hook.rerender({ limit: null });
    act(() => {
      vi.advanceTimersByTime(fiveMinutes);
    });
    expect(fake.recorder.stop).not.toHaveBeenCalled();
  });
});
