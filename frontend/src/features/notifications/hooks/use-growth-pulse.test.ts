import { MantineProvider } from '@mantine/core';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useGrowthPulse } from './use-growth-pulse';

const wrapper = ({ children }: { children: ReactNode }) => createElement(MantineProvider, null, children);

function setup(initial: number | undefined) {
  return renderHook(({ count }) => useGrowthPulse(count, 2_000), { initialProps: { count: initial }, wrapper });
}

describe('useGrowthPulse', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs for 2 s when the count grows, and starts over on another growth', () => {
    const { result, rerender } = setup(undefined);
    rerender({ count: 3 });
    expect(result.current).toBe(false);
    rerender({ count: 4 });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1_500);
    });
    rerender({ count: 5 });
    act(() => {
      vi.advanceTimersByTime(1_500);
    });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current).toBe(false);
  });

  it('stays still when the count shrinks, and a shrink during the run does not stop its end', () => {
    const { result, rerender } = setup(5);
    rerender({ count: 2 });
    expect(result.current).toBe(false);
    rerender({ count: 3 });
    rerender({ count: 1 });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(result.current).toBe(false);
  });

  it('stays still for someone who asked for reduced motion', () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.stubGlobal('matchMedia', (query: string) => ({ ...matchMedia(query), matches: query.includes('prefers-reduced-motion') }));
    const { result, rerender } = setup(1);
    rerender({ count: 4 });
    expect(result.current).toBe(false);
  });
});
