/** A mention chip in the editor's text: text.slice(start, end) is '@' + name. */
export interface MentionRange {
  start: number;
  end: number;
  userId: number;
  name: string;
}

/** What the comment box holds: plain text plus the mention chips in it, in order, never overlapping. */
export interface ComposerValue {
  text: string;
  mentions: MentionRange[];
}

export const EMPTY_VALUE: ComposerValue = { text: '', mentions: [] };

const shift = (mention: MentionRange, by: number): MentionRange => ({
  ...mention,
  start: mention.start + by,
  end: mention.end + by,
});

/**
 * Takes the editor's new text. The changed stretch is what lies between the unchanged head and
 * the unchanged tail; the text after the caret counts as tail, which places an insertion next to
 * a chip on the right side of it. Chips outside the stretch move with the text, chips it
 * touched become plain text.
 */
export function withText(value: ComposerValue, next: string, caret?: number): ComposerValue {
  const prev = value.text;
  if (prev === next) return value;
  const shortest = Math.min(prev.length, next.length);
  const tailCap = caret === undefined ? shortest : Math.min(shortest, next.length - caret);
  let tail = 0;
  while (tail < tailCap && prev[prev.length - 1 - tail] === next[next.length - 1 - tail]) tail++;
  let head = 0;
  while (head < shortest - tail && prev[head] === next[head]) head++;
  const changedEnd = prev.length - tail;
  const delta = next.length - prev.length;
  const mentions = value.mentions.flatMap((mention) => {
    if (mention.end <= head) return [mention];
    if (mention.start >= changedEnd) return [shift(mention, delta)];
    return [];
  });
  return { text: next, mentions };
}

/** The stretch widened so it holds whole chips: a chip is never cut. */
export function widenToChips(value: ComposerValue, start: number, end: number): [number, number] {
  let from = start;
  let to = end;
  for (const mention of value.mentions) {
    if (mention.start < to && mention.end > from) {
      from = Math.min(from, mention.start);
      to = Math.max(to, mention.end);
    }
  }
  return [from, to];
}

/** Replaces text.slice(start, end), widened to whole chips, with plain text; returns the caret after it. */
export function replaceRange(
  value: ComposerValue,
  start: number,
  end: number,
  insert: string,
): { value: ComposerValue; caret: number } {
  const [from, to] = widenToChips(value, start, end);
  const delta = insert.length - (to - from);
  const mentions = value.mentions.flatMap((mention) => {
    if (mention.end <= from) return [mention];
    if (mention.start >= to) return [shift(mention, delta)];
    return [];
  });
  const text = value.text.slice(0, from) + insert + value.text.slice(to);
  return { value: { text, mentions }, caret: from + insert.length };
}

/** Replaces text.slice(start, end) with a chip for the user and a space after it. */
export function insertMention(
  value: ComposerValue,
  start: number,
  end: number,
  user: { id: number; nickname: string },
): { value: ComposerValue; caret: number } {
  const chip = `@${user.nickname}`;
  const replaced = replaceRange(value, start, end, `${chip} `);
  const at = replaced.caret - chip.length - 1;
  const mention: MentionRange = { start: at, end: at + chip.length, userId: user.id, name: user.nickname };
  const mentions = [...replaced.value.mentions, mention].sort((a, b) => a.start - b.start);
  return { value: { text: replaced.value.text, mentions }, caret: replaced.caret };
}

/** The chip the caret sits strictly inside, if any. */
export function chipAround(value: ComposerValue, caret: number): MentionRange | undefined {
  return value.mentions.find((mention) => mention.start < caret && caret < mention.end);
}

/** What Backspace (backward) or Delete removes when it reaches a chip: the whole chip, else nothing special. */
export function chipToDelete(value: ComposerValue, caret: number, backward: boolean): MentionRange | undefined {
  return value.mentions.find((mention) =>
    backward ? mention.start < caret && caret <= mention.end : mention.start <= caret && caret < mention.end,
  );
}

export type Segment = { kind: 'text'; text: string } | { kind: 'mention'; mention: MentionRange };

/** The text cut at the chips: plain stretches (never empty) and chips, in order. */
export function segments(value: ComposerValue): Segment[] {
  const parts: Segment[] = [];
  let at = 0;
  for (const mention of value.mentions) {
    if (mention.start > at) parts.push({ kind: 'text', text: value.text.slice(at, mention.start) });
    parts.push({ kind: 'mention', mention });
    at = mention.end;
  }
  if (at < value.text.length) parts.push({ kind: 'text', text: value.text.slice(at) });
  return parts;
}
