import type { NotifyTicketRequest } from '@/lib/api/types.gen';

import { LiveConnection, type LiveSocket } from './connection';
import type { LiveSubscription } from './types';

/** How long a socket with no topic left stays open, so moving between pages keeps it. */
export const LINGER_MS = 10_000;

export interface LiveClientOptions {
  /** A ticket: for the signed-in user (no argument), or for the one video a share key reaches. */
  fetchTicket: (video?: NotifyTicketRequest) => Promise<string>;
  openSocket: (ticket: string) => LiveSocket;
  signedIn: () => boolean;
  /** Where visibility changes and 'online' come from. */
  document?: Document;
  window?: Window;
  random?: () => number;
}

interface Scope {
  connection: LiveConnection;
  topics: Set<string>;
  linger?: ReturnType<typeof setTimeout>;
}

const videoTopic = /^video:(\d+)$/;

/** Hands a subscriber's error to the page's error reporting instead of the socket's caller. */
function guarded(run: () => void): void {
  try {
    run();
  } catch (error) {
    globalThis.reportError?.(error);
  }
}

/**
 * The tab's realtime client. A signed-in tab has one socket for every topic. An anonymous
 * viewer's ticket reaches one video through one share key, so each such video gets its own
 * socket (a share page watches one video; a second is rare). Sockets open on the first
 * subscription and close LINGER_MS after the last one leaves.
 */
export class LiveClient {
  private readonly subscribers = new Map<string, Set<LiveSubscription>>();
  private readonly scopeOfTopic = new Map<string, string>();
  private readonly shareKeyOfTopic = new Map<string, string | undefined>();
  private readonly scopes = new Map<string, Scope>();
  private readonly wake = () => {
    for (const scope of this.scopes.values()) scope.connection.wake();
  };
  private readonly onVisibility = () => {
    if (this.doc.visibilityState === 'visible') this.wake();
  };
  private readonly doc: Document;
  private readonly win: Window;
  private signedIn: boolean;

  constructor(private readonly options: LiveClientOptions) {
    this.signedIn = options.signedIn();
    this.doc = options.document ?? document;
    this.win = options.window ?? window;
    this.doc.addEventListener('visibilitychange', this.onVisibility);
    this.win.addEventListener('online', this.wake);
  }

  /** Delivers topic's events to sub until the returned function is called. */
  subscribe(topic: string, sub: LiveSubscription): () => void {
    let subs = this.subscribers.get(topic);
    if (!subs) {
      subs = new Set();
      this.subscribers.set(topic, subs);
      this.watch(topic, sub.shareKey);
    }
    subs.add(sub);
    const own = subs;
    return () => {
      own.delete(sub);
      if (own.size > 0 || this.subscribers.get(topic) !== own) return;
      this.subscribers.delete(topic);
      this.unwatch(topic);
    };
  }

  /**
   * The session changed. Signing in or out changes which ticket the tab can have, so every
   * topic moves to a socket of the new kind; a renewed token changes nothing.
   */
  sessionChanged(): void {
    const signedIn = this.options.signedIn();
    if (signedIn === this.signedIn) return;
    this.signedIn = signedIn;
    for (const scope of this.scopes.values()) {
      clearTimeout(scope.linger);
      scope.connection.dispose();
    }
    this.scopes.clear();
    this.scopeOfTopic.clear();
    for (const topic of this.subscribers.keys()) this.watch(topic, this.shareKeyOfTopic.get(topic));
  }

  /** Closes every socket and stops listening to the page. */
  dispose(): void {
    this.doc.removeEventListener('visibilitychange', this.onVisibility);
    this.win.removeEventListener('online', this.wake);
    for (const scope of this.scopes.values()) {
      clearTimeout(scope.linger);
      scope.connection.dispose();
    }
    this.scopes.clear();
  }

  private watch(topic: string, shareKey: string | undefined): void {
    this.shareKeyOfTopic.set(topic, shareKey);
    const key = this.scopeKey(topic, shareKey);
    if (key === null) return;
    this.scopeOfTopic.set(topic, key);
    let scope = this.scopes.get(key);
    if (!scope) {
      scope = { connection: this.connect(topic, shareKey), topics: new Set() };
      this.scopes.set(key, scope);
    }
    clearTimeout(scope.linger);
    scope.linger = undefined;
    scope.topics.add(topic);
    scope.connection.add(topic, shareKey);
  }

  private unwatch(topic: string): void {
    const key = this.scopeOfTopic.get(topic);
    const scope = key === undefined ? undefined : this.scopes.get(key);
    this.scopeOfTopic.delete(topic);
    this.shareKeyOfTopic.delete(topic);
    if (key === undefined || !scope) return;
    scope.topics.delete(topic);
    scope.connection.remove(topic);
    if (scope.topics.size > 0) return;
    scope.linger = setTimeout(() => {
      scope.connection.dispose();
      this.scopes.delete(key);
    }, LINGER_MS);
  }

  /** Which socket carries topic: the user's, or an anonymous one per video and key; null if none can. */
  private scopeKey(topic: string, shareKey: string | undefined): string | null {
    if (this.signedIn) return 'user';
    return videoTopic.test(topic) && shareKey ? `${topic} ${shareKey}` : null;
  }

  private connect(topic: string, shareKey: string | undefined): LiveConnection {
    const video = this.signedIn
      ? undefined
      : { video_id: Number(videoTopic.exec(topic)?.[1]), share_key: shareKey ?? '' };
    return new LiveConnection({
      ticket: () => this.options.fetchTicket(video),
      open: this.options.openSocket,
      random: this.options.random,
      onEvent: (eventTopic, type, data) => {
        for (const sub of [...(this.subscribers.get(eventTopic) ?? [])]) {
          guarded(() => sub.onEvent({ topic: eventTopic, type, data }));
        }
      },
      onResync: (resyncTopic) => {
        for (const sub of [...(this.subscribers.get(resyncTopic) ?? [])]) guarded(() => sub.onResync?.());
      },
    });
  }
}
