import { api } from '../../client';
import type { NotifyTicket, NotifyTicketRequest } from '../../types.gen';

/**
 * POST /api/v2/notify/ticket: a single-use ticket (valid 30 s) for the realtime socket. Signed in,
 * the token is enough and the body stays empty; an anonymous viewer names the one video its share
 * key reaches, and the socket then reaches only that video.
 */
export function getNotifyTicket(video?: NotifyTicketRequest): Promise<NotifyTicket> {
  return api.post<NotifyTicket>('/api/v2/notify/ticket', video);
}
