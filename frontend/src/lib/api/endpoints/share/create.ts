import { api } from '../../client';
import { SharePublic, type ShareCreateResponse } from '../../types.gen';

/** GET /api/video/share/create/{id}?scope=public: opens the video to anyone with the link. */
export function createVideoShare(videoId: number): Promise<ShareCreateResponse> {
  return api.get<ShareCreateResponse>(`/api/video/share/create/${videoId}`, { scope: SharePublic });
}
