type Callback = (lock: Lock | null) => unknown;

/** navigator.locks for tests: exclusive locks, `ifAvailable`, and query(). */
export class FakeLocks {
  readonly held = new Set<string>();
  private readonly waiting = new Map<string, (() => void)[]>();

  request(name: string, optionsOrCallback: LockOptions | Callback, maybeCallback?: Callback): Promise<unknown> {
    const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
    const callback = (typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback)!;
    if (this.held.has(name)) {
      if (options.ifAvailable) return Promise.resolve(callback(null));
      return new Promise<void>((resolve) => {
        this.waiting.set(name, [...(this.waiting.get(name) ?? []), resolve]);
      }).then(() => this.run(name, callback));
    }
    return this.run(name, callback);
  }

  private async run(name: string, callback: Callback): Promise<unknown> {
    this.held.add(name);
    try {
      return await callback({ name, mode: 'exclusive' });
    } finally {
      this.held.delete(name);
      const next = this.waiting.get(name)?.shift();
      next?.();
    }
  }

  query(): Promise<LockManagerSnapshot> {
    return Promise.resolve({ held: [...this.held].map((name) => ({ name, mode: 'exclusive' as const })), pending: [] });
  }
}

/** Puts a FakeLocks on navigator; the returned function takes it away. */
export function installFakeLocks(): { locks: FakeLocks; uninstall: () => void } {
  const locks = new FakeLocks();
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return {
    locks,
    uninstall: () => {
      delete (navigator as { locks?: unknown }).locks;
    },
  };
}
