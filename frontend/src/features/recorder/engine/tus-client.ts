import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { getAccessToken } from '@/lib/auth/token-store';

import { renewAccessToken } from './renew-token';

/** The tus server answered with a status the request did not expect. */
export class TusHttpError extends Error {
  readonly status: number;
  /** An error envelope's msg (user-safe), or '' when the answer had none (tusd's plain text). */
  readonly serverMessage: string;

  constructor(status: number, message: string, serverMessage = '') {
    super(message || `tus answered ${status}`);
    this.name = 'TusHttpError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/** The request never got an answer (offline, server down, timeout). */
export class TusNetworkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TusNetworkError';
  }
}

interface TusRequest {
  method: 'POST' | 'PATCH' | 'HEAD';
  url: string;
  headers?: Record<string, string>;
  body?: Blob;
  signal: AbortSignal;
}

async function attempt(request: TusRequest, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { 'Tus-Resumable': '1.0.0', ...request.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  try {
    return await fetch(request.url, {
      method: request.method,
      headers,
      body: request.body,
      signal: AbortSignal.any([request.signal, timeout]),
      cache: 'no-store',
    });
  } catch (error) {
    if (request.signal.aborted) throw error;
    throw new TusNetworkError(timeout.aborted ? 'timeout' : error instanceof Error ? error.message : 'network');
  }
}

/** Sends with the current token; a 401 renews the token once and tries again. */
async function send(request: TusRequest): Promise<Response> {
  const token = getAccessToken();
  const response = await attempt(request, token);
  if (response.status !== 401 || !(await renewAccessToken(token))) return response;
  return attempt(request, getAccessToken());
}

async function failure(response: Response): Promise<TusHttpError> {
  let text = '';
  let msg = '';
  try {
    text = (await response.text()).trim();
    const parsed = JSON.parse(text) as { msg?: unknown } | null;
    if (typeof parsed?.msg === 'string') msg = text = parsed.msg;
  } catch {
    // Plain text (tusd's "ERR_…: message") or nothing: kept for diagnostics only.
  }
  return new TusHttpError(response.status, text.slice(0, 200), msg.slice(0, 200));
}

function headerNumber(response: Response, name: string): number | null {
  const value = response.headers.get(name);
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
}

/** An upload URL as a path on this origin (the server may answer with an absolute URL). */
export function sameOriginPath(location: string): string {
  const url = new URL(location, window.location.origin);
  return url.pathname + url.search;
}

/** POST: creates an upload whose length comes later; returns its URL (a path). */
export async function createUpload(endpoint: string, videoId: number, signal: AbortSignal): Promise<string> {
  const response = await send({
    method: 'POST',
    url: endpoint,
    headers: { 'Upload-Defer-Length': '1', 'Upload-Metadata': `video_id ${btoa(String(videoId))}` },
    signal,
  });
  const location = response.headers.get('Location');
  if (response.status !== 201 || !location) throw await failure(response);
  return sameOriginPath(location);
}

/**
 * PATCH: appends `body` at `offset`; `length` (when given) declares the whole upload's
 * size. Returns the server's new offset.
 */
export async function patchUpload(
  url: string,
  offset: number,
  body: Blob,
  length: number | null,
  signal: AbortSignal,
): Promise<number> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/offset+octet-stream',
    'Upload-Offset': String(offset),
  };
  if (length !== null) headers['Upload-Length'] = String(length);
  const response = await send({ method: 'PATCH', url, headers, body, signal });
  if (response.status !== 204 && response.status !== 200) throw await failure(response);
  return headerNumber(response, 'Upload-Offset') ?? offset + body.size;
}

export interface UploadState {
  offset: number;
  /** The declared length, or null while it is deferred. */
  length: number | null;
}

/** HEAD: how many bytes the server has, and whether the length is declared. */
export async function headUpload(url: string, signal: AbortSignal): Promise<UploadState> {
  const response = await send({ method: 'HEAD', url, signal });
  const offset = headerNumber(response, 'Upload-Offset');
  if ((response.status !== 200 && response.status !== 204) || offset === null) throw await failure(response);
  const deferred = response.headers.get('Upload-Defer-Length') === '1';
  return { offset, length: deferred ? null : headerNumber(response, 'Upload-Length') };
}
