import type { Comment } from '@/lib/api/types.gen';
import { envelope, mockFetch, type Call } from '@/testing/fetch-mock';

import { ann, bob } from './comment-fixture';

type Handler = (call: Call) => Response | Promise<Response>;

interface ServerOptions {
  /** The history page for a request (before: comment_id, or null for the newest). */
  history?: (before: number | null) => { comments: Comment[]; has_more: boolean };
  /** Extra answers by 'METHOD /path'. */
  routes?: Record<string, Handler>;
}

/** A fake cloud service for the comment calls; every call is recorded. */
export function serveComments({ history = () => ({ comments: [], has_more: false }), routes = {} }: ServerOptions = {}) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const route = routes[`${call.method} ${url.pathname}`];
    if (route) return route(call);
    if (url.pathname === '/api/user/info') return envelope({ ...ann, email: '', phone: '' });
    if (url.pathname === '/api/comment/history') {
      const before = url.searchParams.get('comment_id');
      return envelope(history(before === null ? null : Number(before)));
    }
    if (url.pathname === '/api/comment/mentionable') return envelope({ users: [ann, bob] });
    if (url.pathname === '/api/comment/read') return envelope(null);
    return envelope(null, 404, 'not found', 404);
  });
}

/** A response the test hands out when it chooses. */
export function deferred() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
