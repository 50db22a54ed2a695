import { describe, expect, it } from 'vitest';

import {
  chipAround,
  chipToDelete,
  insertMention,
  replaceRange,
  widenToChips,
  withText,
  type ComposerValue,
} from './composer-value';

const ann = { start: 3, end: 7, userId: 3, name: 'Ann' };
const value: ComposerValue = { text: 'hi @Ann there', mentions: [ann] };

describe('withText', () => {
  it('moves a chip when text is typed before it', () => {
    expect(withText(value, 'oh hi @Ann there', 3).mentions).toEqual([{ ...ann, start: 6, end: 10 }]);
  });

  it('keeps a chip when text is typed after it', () => {
    expect(withText(value, 'hi @Ann, there', 8).mentions).toEqual([ann]);
  });

  it('places a typed @ right before a chip outside it', () => {
    expect(withText(value, 'hi @@Ann there', 4).mentions).toEqual([{ ...ann, start: 4, end: 8 }]);
  });

  it('makes a chip plain text when an edit cuts into it', () => {
    expect(withText(value, 'hi @An there', 6).mentions).toEqual([]);
  });
});

describe('chips', () => {
  it('widens a stretch to whole chips', () => {
    expect(widenToChips(value, 5, 9)).toEqual([3, 9]);
    expect(widenToChips(value, 0, 2)).toEqual([0, 2]);
  });

  it('replaces a stretch and drops the chips in it', () => {
    expect(replaceRange(value, 1, 5, 'ey')).toEqual({ value: { text: 'hey there', mentions: [] }, caret: 3 });
    expect(replaceRange(value, 0, 0, '> ')).toEqual({
      value: { text: '> hi @Ann there', mentions: [{ ...ann, start: 5, end: 9 }] },
      caret: 2,
    });
  });

  it('inserts a mention chip with a space after it', () => {
    const typed: ComposerValue = { text: 'hi @an', mentions: [] };
    expect(insertMention(typed, 3, 6, { id: 3, nickname: 'Ann' })).toEqual({ value: { text: 'hi @Ann ', mentions: [ann] }, caret: 8 });
  });

  it('finds the chip around the caret and the chip a delete key takes', () => {
    expect(chipAround(value, 5)).toEqual(ann);
    expect(chipAround(value, 3)).toBeUndefined();
    expect(chipAround(value, 7)).toBeUndefined();
    expect(chipToDelete(value, 7, true)).toEqual(ann);
    expect(chipToDelete(value, 3, true)).toBeUndefined();
    expect(chipToDelete(value, 3, false)).toEqual(ann);
    expect(chipToDelete(value, 7, false)).toBeUndefined();
  });
});
