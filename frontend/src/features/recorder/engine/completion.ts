import { VIDEO_POLL_MS } from '@/config/constants';
import { ClientCode, hasCode, isApiError } from '@/lib/api';
import { getVideoDetail } from '@/lib/api/endpoints/videos/detail';
import { CodeUploadIncomplete, type Video } from '@/lib/api/types.gen';
import { isSettled } from '@/lib/video-status';

import { completeRecording } from './api/complete-recording';
import { COMPLETE_MAX_SERVER_ERRORS, UPLOAD_RETRY_DELAYS_MS } from './constants';

/** Complete answered 409002: the server lacks bytes the uploader thought it had. */
export class UploadIncompleteError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'UploadIncompleteError';
  }
}

function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const clientSide = [ClientCode.network, ClientCode.timeout, ClientCode.badResponse] as number[];
  return clientSide.includes(error.code) || error.httpStatus >= 500 || error.httpStatus === 429;
}

export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    function stop() {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    }
    signal?.addEventListener('abort', stop, { once: true });
  });
}

const isServerError = (error: unknown) => isApiError(error) && error.httpStatus >= 500;

/**
 * Calls `call` until it answers, waiting 1 s, 2 s, 5 s, 5 s… between transient failures.
 * `maxServerErrors` 5xx answers in a row end it (the last one is thrown); an unreachable
 * server is waited for without limit.
 */
async function persist<T>(
  call: () => Promise<T>,
  signal: AbortSignal | undefined,
  delays: readonly number[],
  maxServerErrors = Infinity,
): Promise<T> {
  let serverErrors = 0;
  for (let failures = 0; ; failures += 1) {
    try {
      return await call();
    } catch (error) {
      if (!isTransient(error) || signal?.aborted) throw error;
      serverErrors = isServerError(error) ? serverErrors + 1 : 0;
      if (serverErrors >= maxServerErrors) throw error;
      await wait(delays[Math.min(failures, delays.length - 1)] ?? 0, signal);
    }
  }
}

export interface CompleteOptions {
  signal?: AbortSignal;
  retryDelaysMs?: readonly number[];
  pollMs?: number;
}

/**
 * Completes the recording and waits until the video is ok (1) or failed (-1), polling its
 * detail every 2 s. A clean recording comes back ok at once. Throws UploadIncompleteError
 * on 409002, and the ApiError of any other refusal or of complete's last 5xx answer in a
 * row of COMPLETE_MAX_SERVER_ERRORS.
 */
export async function completeAndWait(videoId: number, options: CompleteOptions = {}): Promise<Video> {
  const { signal, retryDelaysMs = UPLOAD_RETRY_DELAYS_MS, pollMs = VIDEO_POLL_MS } = options;
  let video: Video;
  try {
    video = await persist(() => completeRecording(videoId), signal, retryDelaysMs, COMPLETE_MAX_SERVER_ERRORS);
  } catch (error) {
    if (hasCode(error, CodeUploadIncomplete)) throw new UploadIncompleteError((error as Error).message, { cause: error });
    throw error;
  }
  while (!isSettled(video.status)) {
    await wait(pollMs, signal);
    video = await persist(() => getVideoDetail(videoId, signal), signal, retryDelaysMs);
  }
  return video;
}
