import type { StoredRecording } from '../chunk-store';

let counter = 0;

/** A stored recording's row with every field set; `patch` overrides. */
export function storedRecording(patch: Partial<StoredRecording> = {}): StoredRecording {
  counter += 1;
  return {
    key: `rec-${counter}`,
    videoId: null,
    shareKey: null,
    endpoint: '/api/v2/record/upload/',
    uploadUrl: null,
    title: `Recording ${counter}`,
    createdAt: 1_700_000_000_000 + counter,
    durationMs: 0,
    mimeType: 'video/mp4;codecs=avc1,opus',
    stopped: false,
    totalBytes: 0,
    chunkCount: 0,
    confirmedBytes: 0,
    complete: true,
    error: null,
    ...patch,
  };
}

/** A fresh database name per test: fake-indexeddb keeps databases for the whole run. */
export const uniqueDbName = () => `reelroom-recorder-test-${++counter}`;
