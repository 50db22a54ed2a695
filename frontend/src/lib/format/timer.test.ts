import { describe, expect, it } from 'vitest';

import { formatTimer } from './timer';

describe('formatTimer', () => {
  it.each([
    [0, '00:00'],
    [999, '00:00'],
    [65_000, '01:05'],
    [3_599_999, '59:59'],
    [3_600_000, '1:00:00'],
    [3_725_000, '1:02:05'],
    [-1, '00:00'],
    [Number.NaN, '00:00'],
  ])('shows %i ms as %s', (ms, text) => {
    expect(formatTimer(ms)).toBe(text);
  });
});
