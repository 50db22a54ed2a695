import { describe, expect, it } from 'vitest';

import {
  VideoBackWorking,
  VideoFail,
  VideoLocalUploading,
  VideoOK,
  VideoProcessing,
  VideoRecordUploading,
  type Video,
} from '@/lib/api/types.gen';

import { isServerWorking, pollUntilSettled } from './video-status';

const video = (status: number) => ({ status }) as Video;

describe('pollUntilSettled', () => {
  it.each([VideoProcessing, VideoLocalUploading, VideoRecordUploading, VideoBackWorking])(
    'polls every 2 s while the status is %i',
    (status) => {
      expect(pollUntilSettled(video(status))).toBe(2000);
    },
  );

  it.each([VideoOK, VideoFail])('stops at status %i', (status) => {
    expect(pollUntilSettled(video(status))).toBe(false);
  });

  it('does not poll before the first answer', () => {
    expect(pollUntilSettled(undefined)).toBe(false);
  });
});

describe('isServerWorking', () => {
  it('is true only while the server itself moves the video on', () => {
    expect([VideoProcessing, VideoBackWorking].map(isServerWorking)).toEqual([true, true]);
    expect([VideoOK, VideoFail, VideoLocalUploading, VideoRecordUploading].map(isServerWorking)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
