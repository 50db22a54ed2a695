const pad = (value: number) => String(value).padStart(2, '0');

/** The recording timer: mm:ss, or h:mm:ss from one hour on; whole seconds, rounded down. */
export function formatTimer(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
