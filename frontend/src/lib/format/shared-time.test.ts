import { describe, expect, it } from 'vitest';

import { formatSharedTime } from './shared-time';

const now = new Date(2026, 10, 24, 15, 30, 0);
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('formatSharedTime', () => {
  it('counts seconds under a minute', () => {
    expect(formatSharedTime(ago(0), now, 'en')).toBe('0 seconds ago');
    expect(formatSharedTime(ago(59_000), now, 'en')).toBe('59 seconds ago');
  });

  it('counts minutes, then hours, on the same day', () => {
    expect(formatSharedTime(ago(60_000), now, 'en')).toBe('1 minute ago');
    expect(formatSharedTime(ago(3 * 3_600_000), now, 'en')).toBe('3 hours ago');
  });

  it("shows 'MMM D' on other days", () => {
    expect(formatSharedTime(new Date(2026, 10, 23, 23, 0).toISOString(), now, 'en')).toBe('Nov 23');
    expect(formatSharedTime(new Date(2026, 2, 4, 9, 0).toISOString(), now, 'zh-CN')).toBe('3月4日');
  });

  it('says nothing for a date it cannot read', () => {
    expect(formatSharedTime('', now, 'en')).toBe('');
  });
});
