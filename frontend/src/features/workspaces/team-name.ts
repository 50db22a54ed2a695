import { MaxTeamName } from '@/lib/api/types.gen';

/** Spec 5: a workspace name is trimmed and required, MaxTeamName characters at most. */
export function teamNameProblem(name: string): 'empty' | 'long' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  if ([...trimmed].length > MaxTeamName) return 'long';
  return null;
}
