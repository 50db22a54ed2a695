import { describe, expect, it } from 'vitest';

import { hotkeysValid } from './hotkey';

describe('hotkeysValid', () => {
  it('takes modifiers and one key', () => {
    expect(hotkeysValid('CmdOrCtrl+Shift+R', 'CmdOrCtrl+Shift+P')).toBe(true);
    expect(hotkeysValid('Alt+F9', 'Super+0')).toBe(true);
  });

  it.each([
    ['R', 'Alt+P'],
    ['Ctrl+Shift+RR', 'Alt+P'],
    ['Hyper+R', 'Alt+P'],
    ['Alt+P', 'alt+p'],
    ['Ctrl+F13', 'Alt+P'],
  ])('refuses %s with %s', (record, pause) => {
    expect(hotkeysValid(record, pause)).toBe(false);
  });
});
