import { describe, expect, it } from 'vitest';

import { findMentionQuery, matchMentionables } from './mention-query';

const plain = (text: string) => ({ text, mentions: [] });

describe('findMentionQuery', () => {
  it('reads the name typed after an @', () => {
    expect(findMentionQuery(plain('hi @an'), 6)).toEqual({ start: 3, query: 'an' });
    expect(findMentionQuery(plain('@'), 1)).toEqual({ start: 0, query: '' });
  });

  it('ends at white space, in a word and inside a chip', () => {
    expect(findMentionQuery(plain('hi @an '), 7)).toBeNull();
    expect(findMentionQuery(plain('mail a@b'), 8)).toBeNull();
    expect(findMentionQuery({ text: '@Ann', mentions: [{ start: 0, end: 4, userId: 1, name: 'Ann' }] }, 4)).toBeNull();
  });
});

describe('matchMentionables', () => {
  const people = [
    { id: 1, nickname: 'Joanna' },
    { id: 2, nickname: 'Anna' },
    { id: 3, nickname: 'Bob' },
  ];

  it('matches any part of the nickname in any case, the ones it starts first', () => {
    expect(matchMentionables(people, 'AN').map((person) => person.id)).toEqual([2, 1]);
    expect(matchMentionables(people, '')).toEqual(people);
    expect(matchMentionables(people, 'zed')).toEqual([]);
  });
});
