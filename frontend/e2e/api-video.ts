import { readFileSync } from 'node:fs';

import { expect, type APIRequestContext } from '@playwright/test';

import { makeTestVideo } from './helpers';
import { finalVideo, type StoredVideo } from './stored-video';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Calls the API as `token` and fails the test unless the envelope says 0. */
export async function apiCall<T>(
  request: APIRequestContext,
  origin: string,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`${origin}${path}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${method} ${path}: ${body.msg}`).toBe(0);
  return body.data;
}

/**
 * Uploads a 4-second test video through the API the way a client does (init, tus create,
 * one PATCH, complete) and waits until it is processed.
 */
export async function uploadThroughAPI(
  request: APIRequestContext,
  origin: string,
  token: string,
  title: string,
): Promise<StoredVideo> {
  const init = await apiCall<{ video_id: number; upload_url: string }>(
    request,
    origin,
    token,
    'POST',
    '/api/v2/record/local/init',
    { title, client: 'e2e' },
  );
  const bytes = readFileSync(makeTestVideo(`${title.replace(/\W+/g, '-')}.mp4`));
  const tus = { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` };
  // The test's own server when origin is '' (global-setup names it).
  const base = origin || process.env.REELROOM_E2E_URL!;
  const created = await request.post(new URL(init.upload_url, base).href, {
    headers: {
      ...tus,
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `video_id ${Buffer.from(String(init.video_id)).toString('base64')}`,
    },
  });
  expect(created.status()).toBe(201);
  const location = new URL(created.headers()['location'], base).href;
  const patched = await request.patch(location, {
    headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    data: bytes,
  });
  expect(patched.status()).toBe(204);
  await apiCall(request, origin, token, 'POST', '/api/v2/record/local/complete', { video_id: init.video_id });
  return finalVideo(request, origin, token, init.video_id);
}

/** Makes the video's share link and gives its key. */
export async function shareVideo(request: APIRequestContext, origin: string, token: string, id: number): Promise<string> {
  const share = await apiCall<{ share_key: string }>(request, origin, token, 'GET', `/api/video/share/create/${id}?scope=public`);
  return share.share_key;
}
