import { Upload } from 'tus-js-client';

import { UPLOAD_CHUNK_BYTES, UPLOAD_RETRY_DELAYS_MS } from '@/config/constants';
import { getAccessToken } from '@/lib/auth/token-store';

export interface TusUploadOptions {
  /** The tus creation endpoint from init (may be a path on this origin). */
  endpoint: string;
  file: File;
  videoId: number;
  /** The upload a failed attempt created: a retry resumes it instead of starting over. */
  uploadUrl?: string | null;
  onUploadUrl?: (url: string) => void;
  onProgress: (loaded: number, total: number) => void;
}

export interface TusUploadHandle {
  done: Promise<void>;
  abort: () => void;
}

/** Sends a file with the tus 1.0 protocol, resuming after dropped connections. */
export function startTusUpload(options: TusUploadOptions): TusUploadHandle {
  const { endpoint, file, videoId, uploadUrl, onUploadUrl, onProgress } = options;
  let upload: Upload | null = null;
  let fail: (reason: unknown) => void = () => undefined;
  const done = new Promise<void>((resolve, reject) => {
    fail = reject;
    upload = new Upload(file, {
      endpoint: new URL(endpoint, window.location.origin).href,
      uploadUrl: uploadUrl ?? null,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: UPLOAD_RETRY_DELAYS_MS,
      metadata: { video_id: String(videoId), filename: file.name, filetype: file.type },
      // Each video gets a fresh upload, so nothing is kept for resuming after a reload.
      storeFingerprintForResuming: false,
      // The bearer token is set per request rather than in `headers` (which would send it
      // twice), so a long upload keeps working after the token is refreshed.
      onBeforeRequest: (request) => request.setHeader('Authorization', `Bearer ${getAccessToken() ?? ''}`),
      onProgress,
      onUploadUrlAvailable: () => {
        if (upload?.url) onUploadUrl?.(upload.url);
      },
      onSuccess: () => resolve(),
      onError: reject,
    });
    upload.start();
  });
  return {
    done,
    abort: () => {
      void upload?.abort().catch(() => undefined);
      fail(new DOMException('upload aborted', 'AbortError'));
    },
  };
}
