import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api';
import { saveTokens } from '@/lib/auth/token-store';
import { envelope } from '@/testing/fetch-mock';

import { completeAndWait } from './completion';
import { COMPLETE_MAX_SERVER_ERRORS } from './constants';
import { FakeServer } from './testing/fake-server';

const COMPLETE = '/api/v2/record/local/complete';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('completeAndWait', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = new FakeServer();
    server.install();
    saveTokens({ token: 'T', refresh_token: 'R' });
  });

  /** Answers complete with `answer` while it returns a Response; the fake server otherwise. */
  function interceptComplete(answer: () => Response | null | 'unreachable') {
    let calls = 0;
    const realFetch = server.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (input === COMPLETE) {
        calls += 1;
        const result = answer();
        if (result === 'unreachable') return Promise.reject(new TypeError('Failed to fetch'));
        if (result) return Promise.resolve(result);
      }
      return realFetch(input, init);
    });
    return () => calls;
  }

  it('gives up after repeated 5xx answers of complete', async () => {
    const video = server.addVideo();
    const calls = interceptComplete(() => envelope(null, 500001, 'The service is busy', 500));
    const outcome = completeAndWait(video.id, { retryDelaysMs: [1, 2] }).then(
      () => 'done',
      (error: unknown) => error,
    );
    const settled = await Promise.race([outcome, sleep(1_000).then(() => 'still retrying')]);
    expect(settled).toBeInstanceOf(ApiError);
    expect(settled).toMatchObject({ httpStatus: 500, message: 'The service is busy' });
    expect(calls()).toBe(COMPLETE_MAX_SERVER_ERRORS);
  });

  it('counts only consecutive 5xx answers: a success in time still completes', async () => {
    const video = server.addVideo();
    server.addUpload(video, [1, 2]).length = 2;
    let left = COMPLETE_MAX_SERVER_ERRORS - 1;
    interceptComplete(() => (left-- > 0 ? envelope(null, 500001, 'busy', 500) : null));
    expect((await completeAndWait(video.id, { retryDelaysMs: [1] })).status).toBe(1);
  });

  it('keeps retrying while the server cannot be reached', async () => {
    const video = server.addVideo();
    server.addUpload(video, [1, 2]).length = 2;
    let left = COMPLETE_MAX_SERVER_ERRORS * 3;
    const calls = interceptComplete(() => (left-- > 0 ? 'unreachable' : null));
    const done = await completeAndWait(video.id, { retryDelaysMs: [1] });
    expect(done.status).toBe(1);
    expect(calls()).toBe(COMPLETE_MAX_SERVER_ERRORS * 3 + 1);
  });

  it('network failures in between reset the count of 5xx answers', async () => {
    const video = server.addVideo();
    server.addUpload(video, [1, 2]).length = 2;
    let n = 0;
    // 5xx, unreachable, 5xx, unreachable…: never COMPLETE_MAX_SERVER_ERRORS 5xx in a row.
    interceptComplete(() => {
      n += 1;
      if (n > COMPLETE_MAX_SERVER_ERRORS * 2 + 2) return null;
      return n % 2 ? envelope(null, 500001, 'busy', 500) : 'unreachable';
    });
    expect((await completeAndWait(video.id, { retryDelaysMs: [1] })).status).toBe(1);
  });
});
