/** Recorded time: runs while recording, stands still while paused. */
export class RecordingClock {
  private total = 0;
  private since: number | null = null;

  start(): void {
    this.since ??= Date.now();
  }

  pause(): void {
    if (this.since === null) return;
    this.total += Date.now() - this.since;
    this.since = null;
  }

  elapsedMs(): number {
    return this.total + (this.since === null ? 0 : Date.now() - this.since);
  }
}
