import type { Resolution } from './types';

/** MediaRecorder.start(timeslice): a chunk is asked for every 500 ms (spec 9). */
export const TIMESLICE_MS = 500;
/** Chrome's videoKeyFrameIntervalDuration: an MP4 fragment (and so a chunk) about every second. */
export const KEYFRAME_INTERVAL_MS = 1_000;
export const DEFAULT_COUNTDOWN_MS = 3_000;
/** How long a confirmed discard can still be undone. */
export const DISCARD_UNDO_MS = 5_000;
/** Waits between failed upload attempts; the last one repeats for as long as the upload lives. */
export const UPLOAD_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 5_000];
/** Complete answering 5xx this many times in a row (about a minute) fails the upload; its chunks stay. */
export const COMPLETE_MAX_SERVER_ERRORS = 10;
/** How long stopping waits for MediaRecorder's stop event (and the last chunk before it). */
export const STOP_EVENT_TIMEOUT_MS = 15_000;
/** One PATCH carries at most this much when the upload fell behind. */
export const MAX_PATCH_BYTES = 16 * 1024 * 1024;
/** Unsent chunks kept in memory besides IndexedDB; past this the upload reads them back from there. */
export const LIVE_MEMORY_BYTES = 64 * 1024 * 1024;
/** How often the recorded time is published while recording. */
export const ELAPSED_TICK_MS = 250;
/** How often the countdown is published. */
export const COUNTDOWN_TICK_MS = 100;
/** How often the confirmed byte count is saved to the local backup. */
export const PROGRESS_SAVE_MS = 2_000;
/** How long a backup that became a video stays listed as completed. */
export const COMPLETED_SHOWN_MS = 3_000;
/** Attempts to delete a discarded recording's server video. */
export const SERVER_DISCARD_ATTEMPTS = 3;

export const FRAME_RATE = 30;
export const RESOLUTION_SIZES: Record<Resolution, { width: number; height: number }> = {
  '720p': { width: 1280, height: 720 },
  '1080p': { width: 1920, height: 1080 },
  '4k': { width: 3840, height: 2160 },
};
export const VIDEO_BITS_PER_SECOND: Record<Resolution, number> = {
  '720p': 2_500_000,
  '1080p': 5_000_000,
  '4k': 16_000_000,
};
/** The camera bubble's preview while the screen is recorded. */
export const BUBBLE_CAMERA_SIZE = { width: 1280, height: 720 };

/** Container and codecs in order of preference: fragmented MP4 with H.264 plays without a remux. */
export const MIME_PREFERENCES: readonly string[] = [
  'video/mp4;codecs=avc1,opus',
  'video/mp4;codecs=avc1',
  'video/webm;codecs=h264,opus',
  'video/webm;codecs=h264',
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
];

export const DB_NAME = 'reelroom-recorder';
export const DB_VERSION = 1;
/** Web Locks name prefix: the tab that records or uploads a backup holds its lock. */
export const LOCK_PREFIX = 'reelroom-rec-';
export const RECORDER_VERSION = '1.0.0';
/** Where tus uploads are created when the server did not say (it always does). */
export const DEFAULT_UPLOAD_ENDPOINT = '/api/v2/record/upload/';
/** Basic plan video limit, shown when the user's real numbers cannot be read. */
export const BASIC_VIDEO_LIMIT = 30;
