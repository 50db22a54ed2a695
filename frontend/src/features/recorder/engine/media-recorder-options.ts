import { KEYFRAME_INTERVAL_MS, MIME_PREFERENCES, VIDEO_BITS_PER_SECOND } from './constants';
import type { Resolution } from './types';

/** Chrome reads this to cut a keyframe (and so an MP4 fragment, a chunk) every interval. */
export interface RecorderOptionsWithKeyframes extends MediaRecorderOptions {
  videoKeyFrameIntervalDuration?: number;
}

const hasAudioCodec = (type: string) => /opus|mp4a/.test(type);

/**
 * The first type of MIME_PREFERENCES the browser records; '' lets it choose. Without an
 * audio track the video-only variants come first.
 */
export function pickMimeType(hasAudio: boolean, isSupported: (type: string) => boolean): string {
  const candidates = hasAudio
    ? MIME_PREFERENCES
    : [...MIME_PREFERENCES.filter((type) => !hasAudioCodec(type)), ...MIME_PREFERENCES.filter(hasAudioCodec)];
  return candidates.find((type) => isSupported(type)) ?? '';
}

export function recorderOptions(mimeType: string, resolution: Resolution): RecorderOptionsWithKeyframes {
  const options: RecorderOptionsWithKeyframes = {
    videoBitsPerSecond: VIDEO_BITS_PER_SECOND[resolution],
    videoKeyFrameIntervalDuration: KEYFRAME_INTERVAL_MS,
  };
  if (mimeType) options.mimeType = mimeType;
  return options;
}

/** The container type without codecs, for the backup's Blob. */
export function containerType(mimeType: string): string {
  return mimeType.split(';')[0]?.trim() || 'video/webm';
}
