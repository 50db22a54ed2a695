import {
  LiveEventOp,
  LivePing,
  LivePong,
  LiveSubscribe,
  LiveSubscribed,
  LiveUnsubscribe,
  type LiveClientMessage,
  type LiveServerMessage,
} from '@/lib/api/types.gen';

import { reconnectDelay } from './backoff';

/** Spec 9: the client pings every 30 s. */
export const PING_EVERY_MS = 30_000;
/** A ping not answered within this is a dead socket (a laptop that slept, a dropped network). */
export const PONG_TIMEOUT_MS = 10_000;

/** The part of a browser WebSocket the connection uses, so tests can stand in for it. */
export interface LiveSocket {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface ConnectionOptions {
  /** A fresh ticket, each time a socket opens (tickets work once). */
  ticket: () => Promise<string>;
  /** Opens the socket for a ticket. */
  open: (ticket: string) => LiveSocket;
  onEvent: (topic: string, type: string, data: unknown) => void;
  /** A topic is subscribed again after a reconnect. */
  onResync: (topic: string) => void;
  random?: () => number;
}

/**
 * One socket and the topics it carries. It connects while it has topics, pings, and after any
 * loss reconnects with backoff, subscribing every topic again; a topic subscribed again after a
 * reconnect is reported to onResync. Nothing here throws to its caller.
 */
export class LiveConnection {
  private readonly topics = new Map<string, string | undefined>();
  private readonly resyncPending = new Set<string>();
  private socket: LiveSocket | null = null;
  private isOpen = false;
  private connecting = false;
  private everOpened = false;
  private failures = 0;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;

  constructor(private readonly options: ConnectionOptions) {}

  add(topic: string, shareKey: string | undefined): void {
    if (this.disposed || this.topics.has(topic)) return;
    this.topics.set(topic, shareKey);
    if (this.isOpen) this.subscribe(topic);
    else if (!this.socket && !this.connecting && this.retryTimer === undefined) this.connect();
  }

  remove(topic: string): void {
    if (!this.topics.delete(topic)) return;
    this.resyncPending.delete(topic);
    if (this.isOpen) this.send({ op: LiveUnsubscribe, topic });
  }

  /** The page became visible or the network came back: check the socket, or reconnect at once. */
  wake(): void {
    if (this.disposed || this.topics.size === 0) return;
    if (this.isOpen) {
      this.ping();
      return;
    }
    if (this.socket || this.connecting) return;
    this.failures = 0;
    this.connect();
  }

  dispose(): void {
    this.disposed = true;
    this.topics.clear();
    this.attempt++;
    this.stopTimers();
    const socket = this.detach();
    socket?.close(1000, 'done');
  }

  private connect(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.connecting = true;
    const attempt = ++this.attempt;
    this.options.ticket().then(
      (ticket) => {
        if (attempt !== this.attempt) return;
        this.connecting = false;
        try {
          this.attach(this.options.open(ticket));
        } catch {
          this.retryLater();
        }
      },
      () => {
        if (attempt !== this.attempt) return;
        this.connecting = false;
        this.retryLater();
      },
    );
  }

  private attach(socket: LiveSocket): void {
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.isOpen = true;
      this.failures = 0;
      if (this.everOpened) for (const topic of this.topics.keys()) this.resyncPending.add(topic);
      this.everOpened = true;
      for (const topic of this.topics.keys()) this.subscribe(topic);
      this.pingTimer = setInterval(() => this.ping(), PING_EVERY_MS);
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(event.data);
    };
    socket.onerror = () => undefined; // a close follows
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.detach();
      this.retryLater();
    };
  }

  /** Forgets the socket (its late events are ignored) and returns it. */
  private detach(): LiveSocket | null {
    const socket = this.socket;
    this.socket = null;
    this.isOpen = false;
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
    this.pingTimer = this.pongTimer = undefined;
    return socket;
  }

  private retryLater(): void {
    if (this.disposed || this.topics.size === 0) return;
    this.failures++;
    const random = this.options.random ?? Math.random;
    this.retryTimer = setTimeout(() => this.connect(), reconnectDelay(this.failures, random));
  }

  private receive(raw: unknown): void {
    let message: LiveServerMessage;
    try {
      message = JSON.parse(String(raw)) as LiveServerMessage;
    } catch {
      return;
    }
    const topic = message.topic ?? '';
    switch (message.op) {
      case LiveEventOp:
        if (this.topics.has(topic)) this.options.onEvent(topic, message.type ?? '', message.data);
        break;
      case LiveSubscribed:
        if (this.resyncPending.delete(topic) && this.topics.has(topic)) this.options.onResync(topic);
        break;
      case LivePong:
        clearTimeout(this.pongTimer);
        this.pongTimer = undefined;
        break;
      default:
        // An error names a refused topic (not found, sharing closed): it stays quiet, and the
        // page's own polling shows the change.
        this.resyncPending.delete(topic);
    }
  }

  private subscribe(topic: string): void {
    const shareKey = this.topics.get(topic);
    this.send(shareKey ? { op: LiveSubscribe, topic, share_key: shareKey } : { op: LiveSubscribe, topic });
  }

  private ping(): void {
    this.send({ op: LivePing });
    this.pongTimer ??= setTimeout(() => {
      const socket = this.detach();
      socket?.close(4000, 'no pong');
      this.retryLater();
    }, PONG_TIMEOUT_MS);
  }

  private send(message: LiveClientMessage): void {
    try {
      this.socket?.send(JSON.stringify(message));
    } catch {
      // The socket is closing; its close event reconnects.
    }
  }

  private stopTimers(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }
}
