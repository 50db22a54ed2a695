const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/**
 * When a video was shared, as spec 9 shows it: seconds under a minute, then minutes and
 * hours ago on the same day, and 'MMM D' (e.g. 'Nov 3', '11月3日') on other days.
 */
export function formatSharedTime(iso: string, now: Date, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  if (elapsed < MINUTE) return relative.format(-Math.floor(elapsed / SECOND), 'second');
  if (sameDay(date, now)) {
    if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
    return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  }
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric' }).format(date);
}
