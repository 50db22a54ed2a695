import { describe, expect, it } from 'vitest';

import { formatDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [4_000, '0:04'],
    [4_021, '0:04'],
    [3_990, '0:04'],
    [59_000, '0:59'],
    [61_000, '1:01'],
    [600_000, '10:00'],
    [3_599_000, '59:59'],
    [3_600_000, '1:00:00'],
    [3_725_000, '1:02:05'],
    [36_005_000, '10:00:05'],
  ])('formats %i ms as %s', (ms, expected) => {
    expect(formatDuration(ms)).toBe(expected);
  });

  it.each([-5, Number.NaN, Number.POSITIVE_INFINITY])('shows 0:00 for the invalid value %s', (ms) => {
    expect(formatDuration(ms)).toBe('0:00');
  });
});
