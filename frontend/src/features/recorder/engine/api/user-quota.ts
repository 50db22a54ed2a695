import { getUserInfo } from '@/lib/api/endpoints/user/info';

import { BASIC_VIDEO_LIMIT } from '../constants';

/** The numbers for the upgrade prompt after the video limit refused a recording. */
export async function getVideoQuota(): Promise<{ videoCount: number; videoLimit: number }> {
  try {
    const user = await getUserInfo();
    return { videoCount: user.videoCount, videoLimit: user.videoLimit };
  } catch {
    return { videoCount: BASIC_VIDEO_LIMIT, videoLimit: BASIC_VIDEO_LIMIT };
  }
}
