import { COMMENT_NAME_MAX } from '@/config/constants';
import type { CommentBlock } from '@/lib/api/types.gen';

/** A time-point as spec 5 writes it: m:ss, or h:mm:ss from one hour on; whole seconds. */
export function formatTimePoint(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** Spec 9: names longer than 20 characters are cut there, with an ellipsis. */
export function truncateName(name: string): string {
  const chars = Array.from(name);
  return chars.length > COMMENT_NAME_MAX ? `${chars.slice(0, COMMENT_NAME_MAX).join('')}…` : name;
}

/** Only http and https links are followed; anything else (javascript:, data:) stays text. */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A comment as one line of plain text (the timeline's hover). */
export function blocksText(blocks: CommentBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'mention':
          return `@${block.text}`;
        case 'link':
          return block.text || block.url;
        case 'time_point':
          return formatTimePoint(block.time_ms);
        default:
          return block.text;
      }
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
