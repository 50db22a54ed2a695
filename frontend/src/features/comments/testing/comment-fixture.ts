import type { Comment, CommentBlock, CommentQuote } from '@/lib/api/types.gen';

export const ann = { id: 1, nickname: 'Ann', avatar: '' };
export const bob = { id: 2, nickname: 'Bob', avatar: '' };

export function textBlock(text: string): CommentBlock {
  return { type: 'text', text, user_id: 0, url: '', time_ms: 0 };
}

export function mentionBlock(userId: number, name: string): CommentBlock {
  return { type: 'mention', text: name, user_id: userId, url: '', time_ms: 0 };
}

export function linkBlock(url: string): CommentBlock {
  return { type: 'link', text: '', user_id: 0, url, time_ms: 0 };
}

export function timePointBlock(ms: number): CommentBlock {
  return { type: 'time_point', text: '', user_id: 0, url: '', time_ms: ms };
}

interface CommentFixture {
  user?: { id: number; nickname: string };
  blocks?: CommentBlock[];
  playedTime?: number;
  quote?: CommentQuote | null;
  edited?: boolean;
  /** Unix seconds. */
  date?: number;
}

/** A comment as the history and the live channel give it. */
export function commentFixture(id: number, { user = bob, blocks, playedTime = -1, quote = null, edited = false, date = 1_790_000_000 }: CommentFixture = {}): Comment {
  return {
    info: {
      id,
      content: blocks ?? [textBlock(`comment ${id}`)],
      date,
      name: user.nickname,
      avatar: '',
      time: playedTime,
      edited,
      user: { id: user.id, nickname: user.nickname },
      quote,
    },
    time_stamp: date,
    played_time: playedTime,
    be_replied: false,
  };
}

/** Comments first..last (ids ascending, oldest first). */
export function commentRange(first: number, last: number, fixture: CommentFixture = {}): Comment[] {
  return Array.from({ length: last - first + 1 }, (_, index) => commentFixture(first + index, fixture));
}
