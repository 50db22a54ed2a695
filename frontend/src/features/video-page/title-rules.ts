import { MaxVideoTitle } from '@/lib/api/types.gen';

export type TitleProblem = 'empty' | 'tooLong';

/** Spec 5: a video title is trimmed, not empty, at most 80 characters (the side panel's limit). */
export function titleProblem(draft: string): TitleProblem | null {
  const name = draft.trim();
  if (name === '') return 'empty';
  if ([...name].length > MaxVideoTitle) return 'tooLong';
  return null;
}
