import { MaxUploadBytes, MaxVideoTitle } from '@/lib/api/types.gen';

import { sniffVideoType } from './sniff';

/** Why a file is refused before anything is sent (spec 5): its type or its size. */
export type FileProblem = 'format' | 'size';

/** At most 5 GiB, and the bytes must be an mp4, mov, m4a, 3gp or 3g2 file. */
export async function checkFile(file: File): Promise<FileProblem | null> {
  if (file.size > MaxUploadBytes) return 'size';
  return (await sniffVideoType(file)) ? null : 'format';
}

/** The video's title: the file name without its extension, trimmed and cut to the title limit. */
export function titleFromFile(file: File): string {
  const base = file.name.replace(/\.[^./\\]+$/, '').trim() || file.name.trim();
  return [...base].slice(0, MaxVideoTitle).join('');
}
