import type { CommentItem } from './model';

/** One marker under the player: a moment a comment refers to. */
export interface TimelineMoment {
  key: string;
  commentId: number;
  timeMs: number;
  /** Where along the bar, 0–100. */
  percent: number;
  item: CommentItem;
}

/**
 * Every moment the comments point at: the played time a comment was sent at (spec 3: -1 or 0
 * mean none) and each time-point in its text, within the video's length.
 */
export function timelineMoments(items: CommentItem[], durationMs: number): TimelineMoment[] {
  if (!(durationMs > 0)) return [];
  const moments: TimelineMoment[] = [];
  for (const item of items) {
    if (item.isGone || item.isDel || item.isError) continue;
    const times = new Set<number>();
    if (item.comment.played_time > 0) times.add(item.comment.played_time);
    for (const block of item.comment.info.content) {
      if (block.type === 'time_point') times.add(block.time_ms);
    }
    for (const timeMs of times) {
      if (timeMs < 0 || timeMs > durationMs) continue;
      moments.push({
        key: `${item.id}:${timeMs}`,
        commentId: item.id,
        timeMs,
        percent: (timeMs / durationMs) * 100,
        item,
      });
    }
  }
  return moments;
}
