const CHANNEL = 'reelroom-outdated';
const STORAGE_PREFIX = 'reelroom-outdated:';

export interface OutdatedTrackerOptions {
  document?: Document;
  window?: Window;
  /** The cross-tab channel; null uses the storage event (browsers without BroadcastChannel). */
  channel?: BroadcastChannel | null;
}

/**
 * Marks of outdated data between the tabs of one browser (spec 4). A tab hidden when another
 * marks a kind remembers it and reloads that kind once it is visible again; a tab visible at
 * the time has live events and ignores the mark.
 */
export class OutdatedTracker {
  private readonly pending = new Set<string>();
  private readonly reloaders = new Map<string, Set<() => void>>();
  private readonly doc: Document;
  private readonly win: Window;
  private readonly channel: BroadcastChannel | null;

  constructor(options: OutdatedTrackerOptions = {}) {
    this.doc = options.document ?? document;
    this.win = options.window ?? window;
    this.channel =
      options.channel !== undefined
        ? options.channel
        : typeof BroadcastChannel === 'undefined'
          ? null
          : new BroadcastChannel(CHANNEL);
    if (this.channel) this.channel.addEventListener('message', this.onMessage);
    else this.win.addEventListener('storage', this.onStorage);
    this.doc.addEventListener('visibilitychange', this.onVisibility);
  }

  mark(kind: string): void {
    try {
      if (this.channel) this.channel.postMessage({ kind });
      // A new value each time, so the storage event fires for a repeated mark too.
      else this.win.localStorage.setItem(STORAGE_PREFIX + kind, `${Date.now()}-${Math.random()}`);
    } catch {
      // A closed channel or full storage: the other tabs miss one reload, as without marks.
    }
  }

  /** Calls reload when this tab becomes visible after kind was marked elsewhere. */
  onReload(kind: string, reload: () => void): () => void {
    let set = this.reloaders.get(kind);
    if (!set) {
      set = new Set();
      this.reloaders.set(kind, set);
    }
    set.add(reload);
    const own = set;
    return () => own.delete(reload);
  }

  dispose(): void {
    this.channel?.removeEventListener('message', this.onMessage);
    this.win.removeEventListener('storage', this.onStorage);
    this.doc.removeEventListener('visibilitychange', this.onVisibility);
  }

  private readonly onMessage = (event: MessageEvent) => {
    const kind = (event.data as { kind?: unknown } | null)?.kind;
    if (typeof kind === 'string') this.received(kind);
  };

  private readonly onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(STORAGE_PREFIX) && event.newValue) this.received(event.key.slice(STORAGE_PREFIX.length));
  };

  private received(kind: string): void {
    if (this.doc.visibilityState !== 'visible') this.pending.add(kind);
  }

  private readonly onVisibility = () => {
    if (this.doc.visibilityState !== 'visible') return;
    const kinds = [...this.pending];
    this.pending.clear();
    for (const kind of kinds) {
      for (const reload of [...(this.reloaders.get(kind) ?? [])]) {
        try {
          reload();
        } catch (error) {
          globalThis.reportError?.(error);
        }
      }
    }
  };
}
