import { getPlatform } from '@/lib/platform';

/**
 * The socket's address for a ticket. On the web it is the page's own origin. The desktop app
 * serves its page from its own scheme, which carries no websockets, so the page connects
 * straight to the server it knows (the platform's webOrigin); the server accepts the app's origin.
 */
export function liveSocketUrl(ticket: string, origin: string = getPlatform().webOrigin): string {
  const url = new URL('/api/v2/notify', origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('ticket', ticket);
  return url.href;
}
