import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeLiveClient } from '@/testing/fake-live-socket';

import { reconnectDelay, RECONNECT_CAP_MS } from './backoff';
import { LINGER_MS, type LiveClient } from './client';
import { PING_EVERY_MS, PONG_TIMEOUT_MS } from './connection';
import type { LiveEvent } from './types';

let visibility: DocumentVisibilityState = 'visible';
let client: LiveClient | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

afterEach(() => {
  client?.dispose();
  client = undefined;
  vi.useRealTimers();
});

function setup(options: Parameters<typeof fakeLiveClient>[0] = {}) {
  const made = fakeLiveClient(options);
  client = made.client;
  return made;
}

/** Lets the ticket promise settle and the socket open. */
const settle = () => vi.advanceTimersByTimeAsync(0);

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('LiveClient', () => {
  it('opens one socket on the first subscription, with a fresh ticket, and subscribes each topic', async () => {
    const { client, sockets, tickets } = setup();
    await settle();
    expect(tickets).toHaveLength(0);

    client.subscribe('video:7', { shareKey: 'k7', onEvent: () => undefined });
    client.subscribe('user:1', { onEvent: () => undefined });
    await settle();
    expect(sockets).toHaveLength(1);
    expect(sockets[0].ticket).toBe('ticket-1');
    expect(tickets).toEqual([undefined]);

    sockets[0].serverOpen();
    expect(sockets[0].sent).toEqual([
      { op: 'subscribe', topic: 'video:7', share_key: 'k7' },
      { op: 'subscribe', topic: 'user:1' },
    ]);
    client.subscribe('video:8', { onEvent: () => undefined });
    expect(sockets[0].sent.at(-1)).toEqual({ op: 'subscribe', topic: 'video:8' });
    expect(sockets).toHaveLength(1);
  });

  it('delivers an event only to the subscribers of its topic, and survives one that throws', async () => {
    const { client, sockets } = setup();
    const seven: LiveEvent[] = [];
    const eight: LiveEvent[] = [];
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    client.subscribe('video:7', {
      onEvent: () => {
        throw new Error('feature bug');
      },
    });
    client.subscribe('video:7', { onEvent: (event) => seven.push(event) });
    client.subscribe('video:8', { onEvent: (event) => eight.push(event) });
    await settle();
    sockets[0].serverOpen();

    sockets[0].serverSend({ op: 'event', topic: 'video:7', type: 'video:status', data: { id: 7, status: 1 } });
    expect(seven).toEqual([{ topic: 'video:7', type: 'video:status', data: { id: 7, status: 1 } }]);
    expect(eight).toEqual([]);
    expect(reported).toHaveBeenCalledTimes(1);
  });

  it('stops delivering after unsubscribe and tells the server', async () => {
    const { client, sockets } = setup();
    const events: LiveEvent[] = [];
    client.subscribe('video:9', { onEvent: () => undefined });
    const stop = client.subscribe('video:7', { onEvent: (event) => events.push(event) });
    await settle();
    sockets[0].serverOpen();
    stop();
    expect(sockets[0].sent.at(-1)).toEqual({ op: 'unsubscribe', topic: 'video:7' });
    sockets[0].serverSend({ op: 'event', topic: 'video:7', type: 'im:new', data: {} });
    expect(events).toEqual([]);
  });

  it('pings every 30 s and reconnects when a ping goes unanswered', async () => {
    const { client, sockets, tickets } = setup();
    client.subscribe('video:7', { onEvent: () => undefined });
    await settle();
    sockets[0].serverOpen();

    await vi.advanceTimersByTimeAsync(PING_EVERY_MS);
    expect(sockets[0].sent.at(-1)).toEqual({ op: 'ping' });
    sockets[0].serverSend({ op: 'pong' });
    await vi.advanceTimersByTimeAsync(PING_EVERY_MS);
    expect(sockets[0].sent.filter((m) => m.op === 'ping')).toHaveLength(2);

    await vi.advanceTimersByTimeAsync(PONG_TIMEOUT_MS);
    expect(sockets[0].closedByClient).toBe(true);
    await vi.advanceTimersByTimeAsync(reconnectDelay(1, () => 0.5));
    expect(tickets).toHaveLength(2);
    expect(sockets).toHaveLength(2);
    expect(sockets[1].ticket).toBe('ticket-2');
  });

  it('reconnects with a growing, capped backoff while the server stays away', async () => {
    const { client, sockets } = setup();
    client.subscribe('video:7', { onEvent: () => undefined });
    await settle();
    const waits: number[] = [];
    for (let failure = 1; failure <= 8; failure++) {
      sockets.at(-1)!.serverClose();
      const expected = reconnectDelay(failure, () => 0.5);
      waits.push(expected);
      await vi.advanceTimersByTimeAsync(expected - 1);
      expect(sockets).toHaveLength(failure);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(failure + 1);
    }
    expect(waits).toEqual([750, 1500, 3000, 6000, 12000, 22500, 22500, 22500]);
  });

  it('resubscribes after a reconnect and calls onResync once each topic is subscribed again', async () => {
    const { client, sockets } = setup();
    const resynced = vi.fn();
    client.subscribe('video:7', { shareKey: 'k', onEvent: () => undefined, onResync: resynced });
    await settle();
    sockets[0].serverOpen();
    sockets[0].acceptSubscriptions();
    expect(resynced).not.toHaveBeenCalled();

    sockets[0].serverClose();
    await vi.advanceTimersByTimeAsync(reconnectDelay(1, () => 0.5));
    sockets[1].serverOpen();
    expect(sockets[1].sent).toEqual([{ op: 'subscribe', topic: 'video:7', share_key: 'k' }]);
    expect(resynced).not.toHaveBeenCalled();
    sockets[1].acceptSubscriptions();
    expect(resynced).toHaveBeenCalledTimes(1);
  });

  it('reconnects at once when the page becomes visible or the network comes back', async () => {
    const { client, sockets } = setup();
    client.subscribe('video:7', { onEvent: () => undefined });
    await settle();
    for (let i = 0; i < 5; i++) {
      sockets.at(-1)!.serverClose();
      await vi.advanceTimersByTimeAsync(reconnectDelay(i + 1, () => 0.5));
    }
    sockets.at(-1)!.serverClose(); // now waiting 22.5 s
    const before = sockets.length;

    setVisibility('hidden');
    await settle();
    expect(sockets).toHaveLength(before);
    setVisibility('visible');
    await settle();
    expect(sockets).toHaveLength(before + 1);

    sockets.at(-1)!.serverClose();
    setVisibility('hidden');
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(sockets).toHaveLength(before + 2);
  });

  it('checks an open socket with a ping when the page becomes visible', async () => {
    const { client, sockets } = setup();
    client.subscribe('video:7', { onEvent: () => undefined });
    await settle();
    sockets[0].serverOpen();
    setVisibility('visible');
    expect(sockets[0].sent.at(-1)).toEqual({ op: 'ping' });
    await vi.advanceTimersByTimeAsync(PONG_TIMEOUT_MS);
    expect(sockets[0].closedByClient).toBe(true);
  });

  it('retries with backoff when no ticket can be had', async () => {
    let fail = true;
    const { client, sockets, tickets } = setup({
      fetchTicket: () => {
        tickets.push(undefined);
        return fail ? Promise.reject(new Error('offline')) : Promise.resolve('ok');
      },
    });
    client.subscribe('video:7', { onEvent: () => undefined });
    await settle();
    expect(sockets).toHaveLength(0);
    fail = false;
    await vi.advanceTimersByTimeAsync(reconnectDelay(1, () => 0.5));
    expect(tickets).toHaveLength(2);
    expect(sockets).toHaveLength(1);
  });

  it('closes the socket a while after the last subscription leaves, and keeps it for one that comes back', async () => {
    const { client, sockets } = setup();
    const stop = client.subscribe('video:7', { onEvent: () => undefined });
    await settle();
    sockets[0].serverOpen();
    stop();
    await vi.advanceTimersByTimeAsync(LINGER_MS - 1);
    const again = client.subscribe('video:8', { onEvent: () => undefined });
    await vi.advanceTimersByTimeAsync(LINGER_MS);
    expect(sockets[0].closedByClient).toBe(false);
    expect(sockets[0].sent.at(-1)).toEqual({ op: 'subscribe', topic: 'video:8' });

    again();
    await vi.advanceTimersByTimeAsync(LINGER_MS);
    expect(sockets[0].closedByClient).toBe(true);
    sockets[0].serverClose(1000);
    await vi.advanceTimersByTimeAsync(RECONNECT_CAP_MS);
    expect(sockets).toHaveLength(1);

    client.subscribe('video:9', { onEvent: () => undefined });
    await settle();
    expect(sockets).toHaveLength(2);
  });

  it('gives an anonymous viewer one socket per shared video, each with its own ticket', async () => {
    const { client, sockets, tickets } = setup({ signedIn: () => false });
    client.subscribe('video:7', { shareKey: 'k7', onEvent: () => undefined });
    client.subscribe('video:8', { shareKey: 'k8', onEvent: () => undefined });
    client.subscribe('user:1', { onEvent: () => undefined });
    client.subscribe('video:9', { onEvent: () => undefined });
    await settle();
    expect(tickets).toEqual([
      { video_id: 7, share_key: 'k7' },
      { video_id: 8, share_key: 'k8' },
    ]);
    expect(sockets).toHaveLength(2);
    sockets.forEach((socket) => socket.serverOpen());
    expect(sockets[0].sent).toEqual([{ op: 'subscribe', topic: 'video:7', share_key: 'k7' }]);
    expect(sockets[1].sent).toEqual([{ op: 'subscribe', topic: 'video:8', share_key: 'k8' }]);
  });
});

describe('reconnectDelay', () => {
  it('doubles from about a second, jittered in the upper half, and never passes 30 s', () => {
    expect([0, 1].map((r) => reconnectDelay(1, () => r))).toEqual([500, 1000]);
    expect([0, 1].map((r) => reconnectDelay(3, () => r))).toEqual([2000, 4000]);
    expect([0, 1].map((r) => reconnectDelay(40, () => r))).toEqual([15000, 30000]);
  });
});

describe('LiveClient across signing in and out', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves the topics to a socket of the new kind, and ignores a renewed token', async () => {
    let signedIn = false;
    const { client, sockets, tickets } = fakeLiveClient({ signedIn: () => signedIn });
    const events: LiveEvent[] = [];
    client.subscribe('video:7', { shareKey: 'k7', onEvent: (event) => events.push(event) });
    await vi.advanceTimersByTimeAsync(0);
    sockets[0].serverOpen();

    client.sessionChanged();
    expect(sockets[0].closedByClient).toBe(false);

    signedIn = true;
    client.sessionChanged();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets[0].closedByClient).toBe(true);
    expect(tickets).toEqual([{ video_id: 7, share_key: 'k7' }, undefined]);
    sockets[1].serverOpen();
    expect(sockets[1].sent).toEqual([{ op: 'subscribe', topic: 'video:7', share_key: 'k7' }]);
    sockets[1].serverSend({ op: 'event', topic: 'video:7', type: 'im:new', data: 1 });
    expect(events).toHaveLength(1);
    client.dispose();
  });
});
