/** Backup item statuses of spec section 3. */
export type BackupStatus = 'waiting' | 'uploading' | 'completed' | 'failed';

/** A recording kept on this device until the server has all of it (spec 3's backup item). */
export interface BackupEntry {
  key: string;
  title: string;
  processStatus: BackupStatus;
  /** 0..1 of the bytes the server has. */
  progress: number;
  /** ms since epoch */
  createdAt: number;
  bytes: number;
  durationMs: number;
  mimeType: string;
  error: string | null;
}

/**
 * The local backups as the backup box needs them; the recorder engine's `backups` is one.
 * Results typed `unknown` may be a value or a promise.
 */
export interface BackupStore {
  snapshot(): readonly BackupEntry[];
  subscribe(listener: () => void): () => void;
  /** Called with the video id when a backup became a video. */
  onUploaded(listener: (videoId: number) => void): () => void;
  /** Reads the list again (other tabs and earlier visits add to it). */
  refresh(): unknown;
  retry(key: string): unknown;
  /** Resolves false when another tab is uploading it. */
  remove(key: string): Promise<boolean>;
  blob(key: string): Promise<Blob>;
  /** Uploads what an earlier visit left unfinished. */
  resumePending(): unknown;
}
