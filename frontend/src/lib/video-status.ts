import { VIDEO_POLL_MS } from '@/config/constants';
import { VideoBackWorking, VideoFail, VideoOK, VideoProcessing, type Video, type VideoStatus } from '@/lib/api/types.gen';

/** A video is settled once it is playable or has failed; until then it is polled. */
export function isSettled(status: VideoStatus): boolean {
  return status === VideoOK || status === VideoFail;
}

/** refetchInterval for a video query: every 2 s until ok or fail (spec 4). */
export function pollUntilSettled(video: Video | undefined): number | false {
  return video && !isSettled(video.status) ? VIDEO_POLL_MS : false;
}

/**
 * The server is working on it (processing), so it changes without any client; an upload
 * or recording left unfinished by its client does not, and is not worth polling a list for.
 */
export function isServerWorking(status: VideoStatus): boolean {
  return status === VideoProcessing || status === VideoBackWorking;
}
