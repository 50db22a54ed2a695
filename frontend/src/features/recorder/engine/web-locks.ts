import { LOCK_PREFIX } from './constants';

/**
 * Web Locks name which tab owns a stored recording: the tab recording it holds its lock for
 * the whole session; a tab resuming a backup takes it only if free. Without the API (old
 * browsers) only this tab's own locks are known.
 */
const lockName = (key: string) => LOCK_PREFIX + key;
const heldHere = new Set<string>();

function lockManager(): LockManager | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

/** Takes the recording's lock (waiting if needed) and keeps it until the returned release is called. */
export async function holdLock(key: string): Promise<() => void> {
  const locks = lockManager();
  heldHere.add(key);
  let release: () => void = () => undefined;
  if (locks) {
    await new Promise<void>((granted) => {
      void locks.request(lockName(key), () => {
        granted();
        return new Promise<void>((resolve) => (release = resolve));
      });
    });
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    heldHere.delete(key);
    release();
  };
}

/** Runs `task` holding the recording's lock, or returns false at once when someone holds it. */
export async function withLockIfAvailable(key: string, task: () => Promise<void>): Promise<boolean> {
  const locks = lockManager();
  if (heldHere.has(key)) return false;
  const run = async () => {
    heldHere.add(key);
    try {
      await task();
    } finally {
      heldHere.delete(key);
    }
    return true;
  };
  if (!locks) return run();
  return locks.request(lockName(key), { ifAvailable: true }, (lock) => (lock ? run() : false));
}

/** Keys of the recordings whose lock is held now, by any tab. */
export async function heldKeys(): Promise<Set<string>> {
  const keys = new Set(heldHere);
  const locks = lockManager();
  if (!locks) return keys;
  try {
    const snapshot = await locks.query();
    for (const lock of snapshot.held ?? []) {
      if (lock.name?.startsWith(LOCK_PREFIX)) keys.add(lock.name.slice(LOCK_PREFIX.length));
    }
  } catch {
    // Unknown: only this tab's are listed.
  }
  return keys;
}
