/**
 * The recorder engine's contract: what the recorder screens use. The engine (capture,
 * MediaRecorder, streaming upload, local backup) lives beside this file; screens import
 * only these types and the functions exported from `engine/index.ts`.
 */

/** Recorder statuses of spec section 4. */
export type RecorderStatus =
  | 'notReady'
  | 'ready'
  | 'connecting'
  | 'waitingAuthorized'
  | 'countdown'
  | 'recording'
  | 'paused'
  | 'uploading';

/** Recorder events of spec section 4, emitted to listeners as they happen. */
export type RecorderEvent =
  | 'start'
  | 'stop'
  | 'abort_stop'
  | 'cancel'
  | 'abort_cancel'
  | 'ready'
  | 'processing_success'
  | 'processing_error';

/** recordType of spec section 3 (the deprecated with-camera types are not offered). */
export type RecordType = 'desktop' | 'tab' | 'camera';

export type Resolution = '720p' | '1080p' | '4k';

export interface DeviceChoice {
  deviceId: string | null; // null: the system default
  open: boolean;
}

/** Recording options of spec section 3. */
export interface RecordingOptions {
  recordType: RecordType;
  camera: DeviceChoice;
  microphone: DeviceChoice;
  countdownMs: number; // default 3000
  resolution: Resolution; // default 720p; 4k only for Premium
  title: string; // default WEB_ plus date and time
  folderId: number; // 0 is My Videos
  channelId: number; // a room it goes straight into (spec 3's payload, locationType channel); 0: none, folderId applies
}

/** Why recording cannot start here (spec 5 and 6). */
export type Unavailable =
  | { kind: 'mobile' }
  | { kind: 'unsupported'; browser: string } // no getDisplayMedia or MediaRecorder
  | { kind: 'insecure' }; // not a secure context

/** A capture permission the user or the system refused. */
export type BlockedDevice = 'camera' | 'microphone' | 'screen';

/** What went wrong, for the screens to show (messages come from i18n, not from here). */
export type RecorderProblem =
  | { kind: 'blocked'; device: BlockedDevice }
  | { kind: 'limit'; videoCount: number; videoLimit: number } // code 210002: show the upgrade prompt
  | { kind: 'network' } // the server cannot be reached right now; chunks wait in the backup
  | { kind: 'server'; message: string } // the server's user-safe msg; '' for a failure without one (a generic text)
  | { kind: 'lengthLimit' } // code 210001: the plan's recording-length limit; a short notice only (spec 8)
  | { kind: 'storage' }; // the local backup (IndexedDB) is full or unavailable; recording and upload go on

/** A snapshot of the active session, published on every change. */
export interface RecorderSnapshot {
  status: RecorderStatus;
  /** Countdown left in ms while status is 'countdown'. */
  countdownLeftMs: number;
  /** Recorded time so far, pauses excluded. */
  elapsedMs: number;
  /** The video created at start (the placeholder's id), once the server answered. */
  videoId: number | null;
  /** The public link, which works from the start of the recording. */
  shareUrl: string | null;
  /** Bytes recorded and bytes the server has confirmed. */
  recordedBytes: number;
  confirmedBytes: number;
  /** 0..1 while uploading the tail after stop. */
  uploadProgress: number;
  problem: RecorderProblem | null;
  /** Set when the session ended well: the video the recording became. */
  finishedVideoId: number | null;
  /** Local backup key of this recording. */
  backupKey: string | null;
  /** A discard was confirmed and takes effect at this time (ms since epoch) unless undone. */
  discardAt: number | null;
}

/** Backup item of spec section 3. */
export type BackupStatus = 'waiting' | 'uploading' | 'completed' | 'failed';

export interface BackupItem {
  key: string;
  originId: number | null; // the server video id, when init succeeded
  title: string;
  processStatus: BackupStatus;
  progress: number; // 0..1 of the bytes the server has
  external: boolean; // true: made by another tab or an earlier visit
  createdAt: number; // ms since epoch
  bytes: number; // bytes kept locally
  durationMs: number; // recorded time, pauses excluded
  mimeType: string;
  error: string | null;
}
