import { NotificationPageSize, type Notification } from '@/lib/api/types.gen';
import { envelope, mockFetch, type Call } from '@/testing/fetch-mock';

interface ServerOptions {
  /** Answers a call before the fake feed does (a failure, a slow answer). */
  override?: (call: Call) => Response | Promise<Response> | undefined;
  emailUnseen?: boolean;
}

/**
 * The notification calls over an in-memory feed, newest first, as the contract says:
 * unread, read pages of 20 older than nid, the changes answering the new unread count, and
 * the settings.
 */
export function serveNotifications(initial: Notification[], { override, emailUnseen = true }: ServerOptions = {}) {
  let feed = [...initial];
  let settings = { email_unseen: emailUnseen };
  const unreadCount = () => feed.filter((item) => !item.is_read).length;
  const counted = () => envelope({ unread_count: unreadCount() });
  const idOf = (url: string) => Number(url.split('/').at(-1));

  const mock = mockFetch(async (call) => {
    const answer = await override?.(call);
    if (answer) return answer;
    const url = new URL(call.url, 'http://app');
    const path = url.pathname;
    if (path === '/api/notification/unread') {
      return envelope({ notices: feed.filter((item) => !item.is_read), unread_count: unreadCount(), has_more: false });
    }
    if (path === '/api/notification/read') {
      const nid = Number(url.searchParams.get('nid') ?? 0);
      const read = feed.filter((item) => item.is_read);
      const from = nid ? read.findIndex((item) => item.id === nid) + 1 : 0;
      const notices = read.slice(from, from + NotificationPageSize);
      return envelope({ notices, unread_count: unreadCount(), has_more: notices.length === NotificationPageSize });
    }
    if (path.startsWith('/api/notification/read/') || path.startsWith('/api/notification/unread/')) {
      const isRead = path.startsWith('/api/notification/read/');
      feed = feed.map((item) => (item.id === idOf(path) ? { ...item, is_read: isRead } : item));
      return counted();
    }
    if (path === '/api/notification/read_all') {
      feed = feed.map((item) => ({ ...item, is_read: true }));
      return counted();
    }
    if (path.startsWith('/api/notification/delete/')) {
      feed = feed.filter((item) => item.id !== idOf(path));
      return counted();
    }
    if (path === '/api/notification/empty') {
      feed = [];
      return counted();
    }
    if (path === '/api/notification/settings') {
      if (call.method === 'PUT') settings = call.body as typeof settings;
      return envelope(settings);
    }
    if (path === '/api/team/list') return envelope({ teams: [] });
    return envelope(null, 404001, 'not found', 404);
  });
  return { ...mock, feed: () => feed, settings: () => settings };
}

/** The GETs of the read pages, by their nid (0: the first page). */
export function readPageCalls(calls: Call[]): number[] {
  return calls
    .filter((call) => call.url.startsWith('/api/notification/read?') || call.url === '/api/notification/read')
    .map((call) => Number(new URL(call.url, 'http://app').searchParams.get('nid') ?? 0));
}
