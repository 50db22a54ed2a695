import { paths } from '@/config/paths';

/** The public address of a shared video (spec 9: /share/{id}/{key}). */
export function shareLink(origin: string, videoId: number, shareKey: string): string {
  return `${origin}${paths.share(videoId, shareKey)}`;
}
