/** The first reconnect waits about this long; each failure doubles it. */
export const RECONNECT_BASE_MS = 1_000;
/** No reconnect waits longer than this. */
export const RECONNECT_CAP_MS = 30_000;

/**
 * How long to wait before reconnect attempt number `failures` (1 after the first failure):
 * exponential, capped, and jittered into its upper half so tabs that lost the server together
 * do not come back at the same instant.
 */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
