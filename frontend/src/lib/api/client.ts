import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { clearTokens, getAccessToken, getSessionState, saveTokens } from '@/lib/auth/token-store';
import { getPlatform } from '@/lib/platform';

import { ApiError, ClientCode, isLoginOutdated } from './errors';
import { CodeOK, CodeTooManyRequests, type Envelope, type TokenPair } from './types.gen';

export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  params?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function buildUrl(path: string, params?: QueryParams): string {
  if (!params) return path;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

async function readEnvelope(response: Response): Promise<Envelope<unknown>> {
  try {
    const parsed = (await response.json()) as Partial<Envelope<unknown>> | null;
    if (parsed && typeof parsed.code === 'number') {
      return { code: parsed.code, msg: parsed.msg ?? '', reason: parsed.reason, data: parsed.data };
    }
  } catch {
    // Not JSON: reported below as a bad response.
  }
  throw new ApiError(ClientCode.badResponse, response.statusText, response.status);
}

async function send(method: Method, path: string, options: RequestOptions, token: string | null) {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method, headers, signal };
  if (method !== 'GET' && options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  const url = method === 'GET' ? buildUrl(path, options.params) : path;
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiError(ClientCode.timeout, 'timeout');
    throw new ApiError(ClientCode.network, error instanceof Error ? error.message : 'network');
  }
  return { envelope: await readEnvelope(response), status: response.status };
}

let refreshing: Promise<boolean> | null = null;

async function refreshTokens(): Promise<boolean> {
  const refreshToken = getSessionState().session?.refreshToken;
  if (!refreshToken) return false;
  const desktop = getPlatform().desktop;
  if (desktop) {
    // The desktop app holds the same pair and renews it for both (a refresh token works once).
    const pair = await desktop.renewSession(refreshToken).catch(() => {
      throw new ApiError(ClientCode.network, 'desktop refresh');
    });
    if (pair) saveTokens(pair);
    return pair !== null;
  }
  const { envelope, status } = await send('POST', '/api/user/token/refresh', { body: { refresh_token: refreshToken } }, null);
  // Too many refreshes from this address is not a dead sign-in: keep it and say why.
  if (envelope.code === CodeTooManyRequests) throw new ApiError(envelope.code, envelope.msg, status);
  if (envelope.code !== CodeOK) return false;
  saveTokens(envelope.data as TokenPair);
  return true;
}

/** Concurrent calls that find the login outdated share one refresh. */
function refreshOnce(): Promise<boolean> {
  refreshing ??= refreshTokens().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Calls the API and returns the envelope's data, or throws ApiError. A login-outdated
 * answer is retried once after refreshing the tokens (spec 8); if that fails the
 * session ends as expired and a GET is tried once more without a token.
 */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const sentToken = getAccessToken();
  let { envelope, status } = await send(method, path, options, sentToken);
  if (sentToken && isLoginOutdated(envelope.code)) {
    const current = getAccessToken();
    let renewed = current !== null && current !== sentToken ? true : await refreshOnce();
    if (renewed) ({ envelope, status } = await send(method, path, options, getAccessToken()));
    // The desktop app may hand back a pair it renewed long ago, whose access token has expired
    // since; asked with that pair, it renews once more.
    if (renewed && isLoginOutdated(envelope.code) && getPlatform().desktop) {
      renewed = await refreshOnce();
      if (renewed) ({ envelope, status } = await send(method, path, options, getAccessToken()));
    }
    const stillOutdated = !renewed || isLoginOutdated(envelope.code);
    if (stillOutdated && getSessionState().session) clearTokens('expired');
    // A public page (a share link) still loads for a visitor whose old login died.
    if (!renewed && method === 'GET') ({ envelope, status } = await send(method, path, options, null));
  }
  if (envelope.code !== CodeOK) throw new ApiError(envelope.code, envelope.msg, status, envelope.reason ?? '', envelope.data);
  return envelope.data as T;
}

export const api = {
  get: <T>(path: string, params?: QueryParams, signal?: AbortSignal) =>
    apiRequest<T>('GET', path, { params, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, { body }),
};
