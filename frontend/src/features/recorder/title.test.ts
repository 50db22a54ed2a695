import { describe, expect, it } from 'vitest';

import { checkRecordingTitle, defaultRecordingTitle } from './title';

describe('defaultRecordingTitle', () => {
  it('is WEB_ plus the local date and time', () => {
    expect(defaultRecordingTitle(new Date(2026, 10, 22, 14, 3, 5))).toBe('WEB_2026-11-22 14:03:05');
    expect(defaultRecordingTitle(new Date(2027, 0, 2, 3, 4, 5))).toBe('WEB_2027-01-02 03:04:05');
  });
});

describe('checkRecordingTitle', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['a'.repeat(61), 'tooLong'],
    [`  ${'a'.repeat(60)}  `, null],
    ['录'.repeat(60), null],
    ['录'.repeat(61), 'tooLong'],
    ['Quarterly demo', null],
  ])('checks %j', (name, problem) => {
    expect(checkRecordingTitle(name)).toBe(problem);
  });
});
