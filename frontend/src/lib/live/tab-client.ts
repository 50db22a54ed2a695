import { getNotifyTicket } from '@/lib/api/endpoints/live/ticket';
import { getAccessToken, subscribeSession } from '@/lib/auth/token-store';

import { LiveClient } from './client';
import { liveSocketUrl } from './socket-url';

let active: LiveClient | null = null;

let watchingSession = false;

/** The tab's one live client, made on first use; it follows signing in and out. */
export function getLiveClient(): LiveClient {
  active ??= new LiveClient({
    fetchTicket: async (video) => (await getNotifyTicket(video)).ticket,
    openSocket: (ticket) => new WebSocket(liveSocketUrl(ticket)),
    signedIn: () => getAccessToken() !== null,
  });
  if (!watchingSession) {
    watchingSession = true;
    subscribeSession(() => active?.sessionChanged());
  }
  return active;
}

/** Replaces the tab's client (tests), closing the one before. */
export function installLiveClient(client: LiveClient | null): void {
  active?.dispose();
  active = client;
}
