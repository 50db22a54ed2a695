import { MaxFolderName } from '@/lib/api/types.gen';

/** What is wrong with a folder name before it is sent (spec 5), or null. */
export type FolderNameProblem = 'empty' | 'tooLong';

export function folderNameProblem(name: string): FolderNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  // Characters, not UTF-16 units, as the server counts them.
  if ([...trimmed].length > MaxFolderName) return 'tooLong';
  return null;
}
