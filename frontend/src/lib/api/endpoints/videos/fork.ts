import { api } from '../../client';
import type { Video, VideoForkRequest } from '../../types.gen';

/**
 * POST /api/video/fork: saves a copy of a video opened by a share key into the caller's My Videos.
 * CodeVideoLimit on the Basic plan's limit; CodeShareClosed when its author turned saving off.
 */
export function forkVideo(body: VideoForkRequest): Promise<Video> {
  return api.post<Video>('/api/video/fork', body);
}
