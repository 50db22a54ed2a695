import { formatDuration } from '@/lib/format/duration';

const MINUTES_SECONDS = /^(\d{1,3}):([0-5]\d)$/;
const HOURS_MINUTES_SECONDS = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/;

/** Reads 'm:ss', 'mm:ss' or 'h:mm:ss' as milliseconds; null for anything else. */
export function parseClock(token: string): number | null {
  const short = MINUTES_SECONDS.exec(token);
  if (short) return (Number(short[1]) * 60 + Number(short[2])) * 1000;
  const long = HOURS_MINUTES_SECONDS.exec(token);
  if (long) return (Number(long[1]) * 3600 + Number(long[2]) * 60 + Number(long[3])) * 1000;
  return null;
}

/**
 * Splits a clock time off the end of the text when it is a moment of the video (0 to
 * durationMs): 'see 1:23' gives ['see ', 83000]. It must stand alone, after white space or
 * at the start.
 */
export function splitTrailingTime(text: string, durationMs: number): [string, number] | null {
  const match = /(^|\s)(\S+)$/.exec(text);
  if (!match) return null;
  const ms = parseClock(match[2]);
  if (ms === null || ms > durationMs) return null;
  return [text.slice(0, text.length - match[2].length), ms];
}

/** A time-point as the user types it (m:ss or h:mm:ss). */
export function formatTimePoint(ms: number): string {
  return formatDuration(ms);
}
