const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days, rounded up, until an item in the trash is erased; 0 once the time has come. */
export function daysUntilErased(eraseAt: string, now: number): number {
  const left = Date.parse(eraseAt) - now;
  if (!Number.isFinite(left) || left <= 0) return 0;
  return Math.ceil(left / DAY_MS);
}
