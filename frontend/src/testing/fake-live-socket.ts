import type { LiveClientMessage, LiveServerMessage } from '@/lib/api/types.gen';
import { LiveClient, type LiveClientOptions } from '@/lib/live/client';
import type { LiveSocket } from '@/lib/live/connection';

/** A WebSocket stand-in: the test plays the server (open, send, close) and reads what was sent. */
export class FakeLiveSocket implements LiveSocket {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  readonly sent: LiveClientMessage[] = [];
  closedByClient = false;

  constructor(readonly ticket: string) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data) as LiveClientMessage);
  }

  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }

  serverOpen(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  serverSend(message: LiveServerMessage): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  /** The server (or the network) ends the socket. */
  serverClose(code = 1006): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }

  /** Answers each subscribe sent so far with subscribed. */
  acceptSubscriptions(): void {
    for (const message of this.sent) {
      if (message.op === 'subscribe') this.serverSend({ op: 'subscribed', topic: message.topic });
    }
  }
}

/** A live client on fake sockets with numbered tickets; sockets lists every socket it opened. */
export function fakeLiveClient(options: Partial<LiveClientOptions> = {}) {
  const sockets: FakeLiveSocket[] = [];
  const tickets: unknown[] = [];
  const client = new LiveClient({
    fetchTicket: (video) => {
      tickets.push(video);
      return Promise.resolve(`ticket-${tickets.length}`);
    },
    openSocket: (ticket) => {
      const socket = new FakeLiveSocket(ticket);
      sockets.push(socket);
      return socket;
    },
    signedIn: () => true,
    random: () => 0.5,
    ...options,
  });
  return { client, sockets, tickets };
}

/** A client that never gets a ticket: components under test run as if the socket were down. */
export function offlineLiveClient(): LiveClient {
  return new LiveClient({
    fetchTicket: () => new Promise<string>(() => undefined),
    openSocket: () => {
      throw new Error('offline');
    },
    signedIn: () => true,
  });
}
