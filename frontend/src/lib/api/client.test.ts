import { afterEach, describe, expect, it } from 'vitest';

import { getSessionState, saveTokens } from '@/lib/auth/token-store';
import { createDesktopPlatform, createWebPlatform, installPlatform } from '@/lib/platform';
import { envelope, mockFetch } from '@/testing/fetch-mock';

import { api } from './client';
import { ApiError, ClientCode } from './errors';
import { CodeInternal, CodeLoginOutdated, CodeNotFound, CodeOK, CodeTooManyRequests } from './types.gen';

const signIn = () => saveTokens({ token: 'old-access', refresh_token: 'old-refresh' });

describe('api client', () => {
  it('returns the data of a code 0 envelope and sends the bearer token', async () => {
    signIn();
    const { calls } = mockFetch(() => envelope({ videos: [] }));

    await expect(api.get('/api/video/list/0', { _sort: 'created_at:desc', skip: undefined })).resolves.toEqual({
      videos: [],
    });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/video/list/0?_sort=created_at%3Adesc');
    expect(calls[0].headers.Authorization).toBe('Bearer old-access');
  });

  it('sends a JSON body on POST and no token when signed out', async () => {
    const { calls } = mockFetch(() => envelope({ token: 'a', refresh_token: 'r' }));

    await api.post('/api/auth/login', { email: 'a@b.co', password: 'secret-pass' });
    expect(calls[0].method).toBe('POST');
    expect(calls[0].body).toEqual({ email: 'a@b.co', password: 'secret-pass' });
    expect(calls[0].headers.Authorization).toBeUndefined();
    expect(calls[0].headers['Content-Type']).toBe('application/json');
  });

  it('throws ApiError with the envelope code, msg and HTTP status', async () => {
    mockFetch(() => envelope(null, CodeNotFound, 'video not found', 404));

    const error = await api.get('/api/video/detail/9').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: CodeNotFound, message: 'video not found', httpStatus: 404 });
  });

  it('reports a body that is not an envelope as a bad response', async () => {
    mockFetch(() => new Response('<html>gateway</html>', { status: 502, statusText: 'Bad Gateway' }));

    await expect(api.get('/api/user/info')).rejects.toMatchObject({ code: ClientCode.badResponse, httpStatus: 502 });
  });

  it('reports a failed connection as a network error', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    await expect(api.get('/api/user/info')).rejects.toMatchObject({ code: ClientCode.network });
  });
});

describe('api client on login outdated', () => {
  it('refreshes once, keeps the new pair and retries with the new token', async () => {
    signIn();
    const { calls } = mockFetch(({ url, headers }) => {
      if (url === '/api/user/token/refresh') return envelope({ token: 'new-access', refresh_token: 'new-refresh' });
      return headers.Authorization === 'Bearer new-access'
        ? envelope({ id: 1 })
        : envelope(null, CodeLoginOutdated, 'login outdated', 401);
    });

    await expect(api.get('/api/user/info')).resolves.toEqual({ id: 1 });
    expect(calls.map((call) => call.url)).toEqual(['/api/user/info', '/api/user/token/refresh', '/api/user/info']);
    expect(calls[1].body).toEqual({ refresh_token: 'old-refresh' });
    expect(calls[1].headers.Authorization).toBeUndefined();
    expect(getSessionState().session).toMatchObject({ token: 'new-access', refreshToken: 'new-refresh' });
    expect(window.localStorage.getItem('refresh_token')).toBe('new-refresh');
  });

  it('shares one refresh between concurrent calls', async () => {
    signIn();
    const { calls } = mockFetch(({ url, headers }) => {
      if (url === '/api/user/token/refresh') return envelope({ token: 'new-access', refresh_token: 'new-refresh' });
      return headers.Authorization === 'Bearer new-access' ? envelope(url) : envelope(null, CodeLoginOutdated, '', 401);
    });

    await expect(Promise.all([api.get('/api/a'), api.get('/api/b')])).resolves.toEqual(['/api/a', '/api/b']);
    expect(calls.filter((call) => call.url === '/api/user/token/refresh')).toHaveLength(1);
  });

  it('ends the session as expired when the refresh is refused', async () => {
    signIn();
    const { calls } = mockFetch(() => envelope(null, CodeLoginOutdated, 'login outdated', 401));

    await expect(api.get('/api/user/info')).rejects.toMatchObject({ code: CodeLoginOutdated });
    expect(calls.map((call) => call.url)).toEqual(['/api/user/info', '/api/user/token/refresh', '/api/user/info']);
    expect(calls[2].headers.Authorization).toBeUndefined();
    expect(getSessionState()).toEqual({ session: null, endedBy: 'expired' });
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('keeps the session when the refresh is rate limited', async () => {
    signIn();
    mockFetch(({ url }) =>
      url === '/api/user/token/refresh'
        ? envelope(null, CodeTooManyRequests, 'too many', 429)
        : envelope(null, CodeLoginOutdated, 'login outdated', 401),
    );

    await expect(api.get('/api/user/info')).rejects.toMatchObject({ code: CodeTooManyRequests });
    expect(getSessionState().session?.token).toBe('old-access');
  });

  it('still loads a public GET for a visitor whose login died', async () => {
    signIn();
    mockFetch(({ url, headers }) => {
      if (url === '/api/user/token/refresh') return envelope(null, CodeLoginOutdated, '', 401);
      return headers.Authorization ? envelope(null, CodeLoginOutdated, '', 401) : envelope({ id: 5 });
    });

    await expect(api.get('/api/video/share/detail/5', { share_key: 'k' })).resolves.toEqual({ id: 5 });
    expect(getSessionState().endedBy).toBe('expired');
  });

  it('does not resend a POST without the token', async () => {
    signIn();
    const { calls } = mockFetch(() => envelope(null, CodeLoginOutdated, '', 401));

    await expect(api.post('/api/v2/record/local/init', {})).rejects.toMatchObject({ code: CodeLoginOutdated });
    expect(calls.map((call) => call.url)).toEqual(['/api/v2/record/local/init', '/api/user/token/refresh']);
  });

  it('does not refresh again when the retried call is still outdated', async () => {
    signIn();
    const { calls } = mockFetch(({ url }) =>
      url === '/api/user/token/refresh'
        ? envelope({ token: 'new-access', refresh_token: 'new-refresh' })
        : envelope(null, CodeLoginOutdated, '', 401),
    );

    await expect(api.get('/api/user/info')).rejects.toMatchObject({ code: CodeLoginOutdated });
    expect(calls).toHaveLength(3);
    expect(getSessionState().endedBy).toBe('expired');
  });

  it('does not try to refresh without a session', async () => {
    const { calls } = mockFetch(() => envelope(null, CodeLoginOutdated, '', 401));

    await expect(api.get('/api/user/info')).rejects.toMatchObject({ code: CodeLoginOutdated });
    expect(calls).toHaveLength(1);
    expect(getSessionState().endedBy).toBeNull();
  });

  it('leaves other error codes alone', async () => {
    signIn();
    const { calls } = mockFetch(() => envelope({ ok: true }, CodeOK));

    await api.get('/api/user/info');
    expect(calls).toHaveLength(1);
    expect(getSessionState().session?.token).toBe('old-access');
  });
});

describe('api client inside the desktop app', () => {
  afterEach(() => installPlatform(createWebPlatform()));

  it('has the app renew the pair it shares with the page, instead of refreshing on its own', async () => {
    installPlatform(createDesktopPlatform('http://cloud.example:8080'));
    signIn();
    const { calls } = mockFetch(({ url, headers }) => {
      if (url === '/_desktop/refresh') return envelope({ token: 'app-access', refresh_token: 'app-refresh' });
      return headers.Authorization === 'Bearer app-access' ? envelope({ id: 1 }) : envelope(null, CodeLoginOutdated, '', 401);
    });

    await expect(api.get('/api/user/info')).resolves.toEqual({ id: 1 });
    expect(calls.map((call) => call.url)).toEqual(['/api/user/info', '/_desktop/refresh', '/api/user/info']);
    expect(calls[1].body).toEqual({ refresh_token: 'old-refresh' });
    expect(getSessionState().session).toMatchObject({ token: 'app-access', refreshToken: 'app-refresh' });
  });

  it('asks the app once more when the pair it gave back is itself outdated', async () => {
    installPlatform(createDesktopPlatform('http://cloud.example:8080'));
    signIn();
    const pairs: Record<string, { token: string; refresh_token: string }> = {
      'old-refresh': { token: 'stale-access', refresh_token: 'stale-refresh' },
      'stale-refresh': { token: 'app-access', refresh_token: 'app-refresh' },
    };
    const { calls } = mockFetch(({ url, headers, body }) => {
      if (url === '/_desktop/refresh') return envelope(pairs[(body as { refresh_token: string }).refresh_token]);
      return headers.Authorization === 'Bearer app-access' ? envelope({ id: 1 }) : envelope(null, CodeLoginOutdated, '', 401);
    });

    await expect(api.get('/api/user/info')).resolves.toEqual({ id: 1 });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/user/info',
      '/_desktop/refresh',
      '/api/user/info',
      '/_desktop/refresh',
      '/api/user/info',
    ]);
    expect(getSessionState().session).toMatchObject({ token: 'app-access', refreshToken: 'app-refresh' });
  });

  it('ends the session as expired when the app says the sign-in has ended', async () => {
    installPlatform(createDesktopPlatform('http://cloud.example:8080'));
    signIn();
    mockFetch(({ url }) =>
      url === '/_desktop/refresh'
        ? Response.json({ code: CodeLoginOutdated, msg: '', reason: 'signed_out' }, { status: 401 })
        : envelope(null, CodeLoginOutdated, '', 401),
    );

    await expect(api.post('/api/user/info')).rejects.toMatchObject({ code: CodeLoginOutdated });
    expect(getSessionState()).toEqual({ session: null, endedBy: 'expired' });
  });

  it('keeps the session when the app cannot reach the server', async () => {
    installPlatform(createDesktopPlatform('http://cloud.example:8080'));
    signIn();
    mockFetch(({ url }) =>
      url === '/_desktop/refresh'
        ? Response.json({ code: CodeInternal, msg: '', reason: 'server_unreachable' }, { status: 500 })
        : envelope(null, CodeLoginOutdated, '', 401),
    );

    await expect(api.get('/api/user/info')).rejects.toMatchObject({ code: ClientCode.network });
    expect(getSessionState().session?.token).toBe('old-access');
  });
});
