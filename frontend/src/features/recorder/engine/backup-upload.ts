import type { Video } from '@/lib/api/types.gen';

import { storeSource } from './chunk-source';
import type { ChunkStore, StoredRecording } from './chunk-store';
import { completeAndWait, UploadIncompleteError } from './completion';
import { DEFAULT_UPLOAD_ENDPOINT } from './constants';
import { StreamUploader, UploadFailedError } from './stream-uploader';

export interface BackupUploadOptions {
  signal: AbortSignal;
  onProgress: (fraction: number) => void;
  retryDelaysMs?: readonly number[];
  pollMs?: number;
}

const MAX_REPAIRS = 2;

/**
 * Finishes a stored recording nobody is sending: asks the server how far it got (creating
 * the upload if there is none), sends the rest from IndexedDB, declares the length,
 * completes and waits until the video is ok or failed.
 */
export async function uploadStoredRecording(
  store: ChunkStore,
  recording: StoredRecording,
  options: BackupUploadOptions,
): Promise<Video> {
  const { videoId, totalBytes, key } = recording;
  if (videoId === null) throw new UploadFailedError('the recording has no server video');
  const { signal, onProgress, retryDelaysMs, pollMs } = options;
  for (let repairs = 0; ; repairs += 1) {
    const uploader = new StreamUploader({
      videoId,
      endpoint: recording.endpoint || DEFAULT_UPLOAD_ENDPOINT,
      location: null,
      askServer: true,
      source: storeSource(store, key),
      retryDelaysMs,
      onLocation: (location) => void store.updateRecording(key, { uploadUrl: location }).catch(() => undefined),
      onConfirmed: (bytes) => onProgress(totalBytes > 0 ? Math.min(1, bytes / totalBytes) : 0),
    });
    const abort = () => uploader.abort();
    signal.addEventListener('abort', abort);
    try {
      uploader.append(totalBytes);
      await uploader.finish(totalBytes);
      void store.updateRecording(key, { confirmedBytes: uploader.confirmedBytes }).catch(() => undefined);
      return await completeAndWait(videoId, { signal, retryDelaysMs, pollMs });
    } catch (error) {
      if (!(error instanceof UploadIncompleteError) || repairs >= MAX_REPAIRS) throw error;
    } finally {
      signal.removeEventListener('abort', abort);
      uploader.abort();
    }
  }
}
