import type { RecordInitResponse, Video } from '@/lib/api/types.gen';

import type { TusUploadHandle, TusUploadOptions } from '../api/tus-upload';
import type { FileProblem } from '../file-check';

/** Upload file item states (spec 3 and 4). */
export type UploadStatus = 'init' | 'pending' | 'uploading' | 'failed' | 'success' | 'error';

/**
 * What went wrong: a problem found before upload (error items), or why an upload failed:
 * the transfer or a server call, processing found the video unplayable, or the plan's limit.
 */
export type UploadErrorMsg = FileProblem | 'upload' | 'video' | 'limit';

export interface UploadItem {
  key: string;
  file: File;
  status: UploadStatus;
  errorMsg: UploadErrorMsg | null;
  /** Bytes the server has; the whole file once it is processing. */
  loaded: number;
  /** Set once init created the video. */
  videoId: number | null;
  /** All bytes are in and the server is processing them. */
  processing: boolean;
}

export interface UploadQueueState {
  items: UploadItem[];
  /** Start was pressed: files can no longer be added. */
  started: boolean;
  /** The plan's video limit when an upload hit it, for the subscribe modal; null when closed. */
  limitReached: number | null;
}

export interface VideoQuota {
  videoCount: number;
  /** -1 is unlimited. */
  videoLimit: number;
}

/** The side effects the queue needs; tests pass stand-ins. */
export interface UploadServices {
  checkFile: (file: File) => Promise<FileProblem | null>;
  quota: () => Promise<VideoQuota>;
  init: (file: File) => Promise<RecordInitResponse>;
  send: (options: TusUploadOptions) => TusUploadHandle;
  complete: (videoId: number) => Promise<unknown>;
  /** Resolves with the video once it is ok or failed (polled every 2 s). */
  waitUntilProcessed: (videoId: number, signal: AbortSignal) => Promise<Video>;
  /** The user's videos changed on the server (a placeholder appeared, or one settled). */
  videosChanged: () => void;
}

/** Where a batch goes: a folder of My Videos (0 the root), or a room when channelId is not 0. */
export interface UploadTarget {
  folderId: number;
  channelId: number;
}
