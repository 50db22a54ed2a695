import { describe, expect, it } from 'vitest';

import { daysUntilErased } from './erase-days';

const now = Date.parse('2026-11-24T12:00:00Z');

describe('daysUntilErased', () => {
  it.each([
    ['three full days', '2026-11-27T12:00:00Z', 3],
    ['a little under three days', '2026-11-27T11:00:00Z', 3],
    ['a little over two days', '2026-11-26T13:00:00Z', 3],
    ['exactly two days', '2026-11-26T12:00:00Z', 2],
    ['an hour', '2026-11-24T13:00:00Z', 1],
    ['now', '2026-11-24T12:00:00Z', 0],
    ['past', '2026-11-23T12:00:00Z', 0],
    ['unreadable', 'soon', 0],
  ])('%s', (_name, eraseAt, days) => {
    expect(daysUntilErased(eraseAt, now)).toBe(days);
  });
});
