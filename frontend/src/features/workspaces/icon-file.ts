import { MaxTeamIconBytes } from '@/lib/api/types.gen';

/** Spec 5: a workspace icon is a JPG, GIF or PNG of at most 800 KiB, checked before sending. */
export const ICON_TYPES = ['image/jpeg', 'image/gif', 'image/png'] as const;
export const ICON_MAX_BYTES = MaxTeamIconBytes * 1024;

export function iconProblem(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (!(ICON_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > ICON_MAX_BYTES) return 'size';
  return null;
}
