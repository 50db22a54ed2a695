import { CommentLive, NoPlayedTime, type Comment, type CommentBlock, type CommentQuote, type User } from '@/lib/api/types.gen';

import type { CommentItem } from './model';

type Author = Pick<User, 'id' | 'nickname' | 'avatar'>;

/** The comment being sent, shown at once under a temporary id until the server answers. */
export function pendingItem(
  tempId: number,
  author: Author,
  blocks: CommentBlock[],
  playedTime: number,
  quote: CommentQuote | null,
  nowMs: number = Date.now(),
): CommentItem {
  const date = Math.floor(nowMs / 1000);
  const time = playedTime > 0 ? playedTime : NoPlayedTime;
  const comment: Comment = {
    info: {
      id: tempId,
      content: blocks,
      date,
      name: author.nickname,
      avatar: author.avatar,
      time,
      edited: false,
      user: { id: author.id, nickname: author.nickname },
      quote,
    },
    time_stamp: date,
    played_time: time,
    be_replied: false,
  };
  return { id: tempId, comment, isSelf: true, isSended: false, isError: false, isDel: false, isGone: false, parentId: quote?.id ?? 0 };
}

/** A reply's quote of the comment it answers, as the server will show it. */
export function quoteOf(comment: Comment): CommentQuote {
  return { blocks: comment.info.content, id: comment.info.id, status: CommentLive, user: comment.info.user };
}

/** Spec 5: a comment of only white space is empty. */
export function isBlank(blocks: CommentBlock[]): boolean {
  return blocks.every((block) => block.type === 'text' && block.text.trim() === '');
}
