import { api } from '@/lib/api';
import type { Video } from '@/lib/api/types.gen';

export function getVideoDetail(videoId: number, signal?: AbortSignal): Promise<Video> {
  return api.get<Video>(`/api/video/detail/${videoId}`, undefined, signal);
}
