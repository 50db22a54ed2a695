import { VIDEO_POLL_MS } from '@/config/constants';
import { getVideoDetail } from '@/lib/api/endpoints/videos/detail';
import type { Video } from '@/lib/api/types.gen';
import { isSettled } from '@/lib/video-status';

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });
}

/** Polls the video every 2 s until processing ends, ok or failed (spec 4). */
export async function waitUntilProcessed(id: number, signal: AbortSignal): Promise<Video> {
  for (;;) {
    const video = await getVideoDetail(id, signal);
    if (isSettled(video.status)) return video;
    await pause(VIDEO_POLL_MS, signal);
  }
}
