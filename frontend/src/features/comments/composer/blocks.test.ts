import { describe, expect, it } from 'vitest';

import { commentLength, fromBlocks, toDraftBlocks, toSendBlocks } from './blocks';
import type { ComposerValue } from './composer-value';
import { textBlock as text, mentionBlock as mention, linkBlock as link, timePointBlock as timePoint } from '../testing/comment-fixture';


const plain = (value: string): ComposerValue => ({ text: value, mentions: [] });
const TEN_MINUTES = 10 * 60 * 1000;

describe('toSendBlocks', () => {
  it.each([
    ['plain text', 'hello there', [text('hello there')]],
    ['white space around the comment', '  \n hello\nthere \n', [text('hello\nthere')]],
    ['only white space', ' \n\t ', []],
    ['nothing', '', []],
    ['a URL', 'see https://example.com/a?b=1 now', [text('see '), link('https://example.com/a?b=1'), text(' now')]],
    ['a URL ending a sentence', 'look: http://example.com.', [text('look: '), link('http://example.com'), text('.')]],
    ['a bracketed URL', '(https://example.com/x)', [text('('), link('https://example.com/x'), text(')')]],
    ['not a web URL', 'ftp://example.com and https://', [text('ftp://example.com and https://')]],
    ['a trailing m:ss', 'look here 1:23', [text('look here '), timePoint(83_000)]],
    ['a trailing mm:ss after white space', 'look here 09:05  ', [text('look here '), timePoint(545_000)]],
    ['only a time', '0:07', [timePoint(7_000)]],
    ['a time at the very end of the video', 'end 10:00', [text('end '), timePoint(TEN_MINUTES)]],
    ['a time past the end of the video', 'later 10:01', [text('later 10:01')]],
    ['a time inside the text', 'at 1:23 it breaks', [text('at 1:23 it breaks')]],
    ['a time glued to a word', 'ratio1:23', [text('ratio1:23')]],
    ['seconds past 59', 'see 1:75', [text('see 1:75')]],
    ['a time after a URL', 'https://example.com 1:00', [link('https://example.com'), text(' '), timePoint(60_000)]],
  ])('converts %s', (_name, input, expected) => {
    expect(toSendBlocks(plain(input), TEN_MINUTES)).toEqual(expected);
  });

  it('reads h:mm:ss within a long video', () => {
    expect(toSendBlocks(plain('there 1:02:03'), 2 * 3600 * 1000)).toEqual([text('there '), timePoint(3_723_000)]);
  });

  it('keeps mentions as blocks between the text', () => {
    const value: ComposerValue = {
      text: ' @Ann and @Bo Li look 2:00 ',
      mentions: [
        { start: 1, end: 5, userId: 3, name: 'Ann' },
        { start: 10, end: 16, userId: 4, name: 'Bo Li' },
      ],
    };
    expect(toSendBlocks(value, TEN_MINUTES)).toEqual([
      mention(3, 'Ann'),
      text(' and '),
      mention(4, 'Bo Li'),
      text(' look '),
      timePoint(120_000),
    ]);
  });

  it('sends a mention alone', () => {
    const value: ComposerValue = { text: '@Ann ', mentions: [{ start: 0, end: 4, userId: 3, name: 'Ann' }] };
    expect(toSendBlocks(value, TEN_MINUTES)).toEqual([mention(3, 'Ann')]);
  });
});

describe('fromBlocks', () => {
  it('turns mentions into chips, links into their URL and time-points into clock times', () => {
    const value = fromBlocks([
      text('hi '),
      mention(3, 'Ann'),
      text(' see '),
      link('https://example.com'),
      text(' at'),
      timePoint(83_000),
    ]);
    expect(value).toEqual({
      text: 'hi @Ann see https://example.com at 1:23',
      mentions: [{ start: 3, end: 7, userId: 3, name: 'Ann' }],
    });
  });

  it('gives back what a comment was sent as', () => {
    const sent = [mention(3, 'Ann'), text(' see '), link('https://example.com/x'), text(' '), timePoint(3_723_000)];
    expect(toSendBlocks(fromBlocks(sent), 4 * 3600 * 1000)).toEqual(sent);
  });

  it('shows a link without a URL by its text', () => {
    expect(fromBlocks([{ ...link(''), text: 'the docs' }]).text).toBe('the docs');
  });
});

describe('toDraftBlocks', () => {
  it('keeps the text exactly as typed, white space and times included', () => {
    const value: ComposerValue = { text: ' @Ann 1:23 ', mentions: [{ start: 1, end: 5, userId: 3, name: 'Ann' }] };
    expect(toDraftBlocks(value)).toEqual([text(' '), mention(3, 'Ann'), text(' 1:23 ')]);
    expect(fromBlocks(toDraftBlocks(value))).toEqual(value);
  });
});

describe('commentLength', () => {
  it('counts code points of text, mention names and link URLs', () => {
    expect(commentLength([text('a😀b'), mention(3, 'Ann'), link('https://e.com'), timePoint(1000)])).toBe(3 + 3 + 13);
  });
});
