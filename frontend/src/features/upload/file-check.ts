import { MaxUploadBytes, MaxVideoTitle } from '@/lib/api/types.gen';

export type FileProblem = 'wrongFormat' | 'tooLarge';

/** The upload dialog takes one MP4 of at most 5 GiB (spec 5 and 9). */
export function checkFile(file: File): FileProblem | null {
  const isMp4 = file.type === 'video/mp4' || (file.type === '' && /\.mp4$/i.test(file.name));
  if (!isMp4) return 'wrongFormat';
  if (file.size > MaxUploadBytes) return 'tooLarge';
  return null;
}

/** The video's title: the file name without its extension, cut to the title limit. */
export function titleFromFile(file: File): string {
  const base = file.name.replace(/\.[^./\\]+$/, '').trim() || file.name;
  return [...base].slice(0, MaxVideoTitle).join('');
}
