import {
  BlockLink,
  BlockMention,
  BlockText,
  BlockTimePoint,
  type CommentBlock,
} from '@/lib/api/types.gen';

import { segments, type ComposerValue, type MentionRange, type Segment } from './composer-value';
import { splitLinks } from './links';
import { formatTimePoint, splitTrailingTime } from './time-point';

const block = (fields: Partial<CommentBlock> & Pick<CommentBlock, 'type'>): CommentBlock => ({
  text: '',
  user_id: 0,
  url: '',
  time_ms: 0,
  ...fields,
});

const textBlock = (text: string) => block({ type: BlockText, text });
const mentionBlock = (mention: MentionRange) =>
  block({ type: BlockMention, text: mention.name, user_id: mention.userId });

/** The box's content exactly as typed (text and mentions only), for the saved draft. */
export function toDraftBlocks(value: ComposerValue): CommentBlock[] {
  return segments(value).map((part) => (part.kind === 'text' ? textBlock(part.text) : mentionBlock(part.mention)));
}

/** Segments without the white space at the start and end of the whole comment. */
function trimmed(parts: Segment[]): Segment[] {
  const result = [...parts];
  const first = result[0];
  if (first?.kind === 'text') result[0] = { kind: 'text', text: first.text.trimStart() };
  const lastIndex = result.length - 1;
  const last = result[lastIndex];
  if (last?.kind === 'text') result[lastIndex] = { kind: 'text', text: last.text.trimEnd() };
  return result.filter((part) => part.kind === 'mention' || part.text !== '');
}

/**
 * The blocks a comment is sent as: URLs become links, a clock time at the very end becomes
 * a time-point when it lies within the video, white space around the comment goes.
 * An empty list means there is nothing to send.
 */
export function toSendBlocks(value: ComposerValue, durationMs: number): CommentBlock[] {
  const blocks = trimmed(segments(value)).flatMap((part) =>
    part.kind === 'mention'
      ? [mentionBlock(part.mention)]
      : splitLinks(part.text).map((piece) =>
          piece.kind === 'link' ? block({ type: BlockLink, url: piece.url }) : textBlock(piece.text),
        ),
  );
  const last = blocks.at(-1);
  if (last?.type !== BlockText) return blocks;
  const split = splitTrailingTime(last.text, durationMs);
  if (!split) return blocks;
  const [before, timeMs] = split;
  const head = blocks.slice(0, -1);
  if (before !== '') head.push(textBlock(before));
  return [...head, block({ type: BlockTimePoint, time_ms: timeMs })];
}

/** The box's content for a comment or draft's blocks: mentions as chips, links as their URL, time-points as clock times. */
export function fromBlocks(blocks: readonly CommentBlock[]): ComposerValue {
  let text = '';
  const mentions: MentionRange[] = [];
  for (const item of blocks) {
    if (item.type === BlockMention) {
      const chip = `@${item.text}`;
      mentions.push({ start: text.length, end: text.length + chip.length, userId: item.user_id, name: item.text });
      text += chip;
    } else if (item.type === BlockLink) {
      text += item.url || item.text;
    } else if (item.type === BlockTimePoint) {
      if (text !== '' && !/\s$/.test(text)) text += ' ';
      text += formatTimePoint(item.time_ms);
    } else {
      text += item.text;
    }
  }
  return { text, mentions };
}

const codePoints = (text: string) => [...text].length;

/** Characters (code points) of a comment as the server counts them: every block's text and every link's URL. */
export function commentLength(blocks: readonly CommentBlock[]): number {
  return blocks.reduce((sum, item) => sum + codePoints(item.text) + codePoints(item.url), 0);
}
