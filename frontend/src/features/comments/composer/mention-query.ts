import type { CommentUser } from '@/lib/api/types.gen';

import { chipAround, type ComposerValue } from './composer-value';

/** The '@name' being typed before the caret: where its '@' is and what follows it. */
export interface MentionQuery {
  start: number;
  query: string;
}

/**
 * The mention being typed: an '@' at the start or after white space, then no white space up
 * to the caret. An '@' inside a word (an e-mail address) or inside a chip starts none.
 */
export function findMentionQuery(value: ComposerValue, caret: number): MentionQuery | null {
  const before = value.text.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start < 0) return null;
  const query = before.slice(start + 1);
  if (/\s/.test(query)) return null;
  if (start > 0 && !/\s/.test(before[start - 1])) return null;
  if (value.mentions.some((mention) => mention.start <= start && start < mention.end)) return null;
  if (chipAround(value, caret)) return null;
  return { start, query };
}

/** The people whose nickname holds the query (any case); those it starts with come first. */
export function matchMentionables(people: readonly CommentUser[], query: string): CommentUser[] {
  const wanted = query.toLowerCase();
  const matching = people.filter((person) => person.nickname.toLowerCase().includes(wanted));
  const starts = matching.filter((person) => person.nickname.toLowerCase().startsWith(wanted));
  return [...starts, ...matching.filter((person) => !starts.includes(person))];
}
