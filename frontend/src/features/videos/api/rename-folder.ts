import { useMutation, useQueryClient } from '@tanstack/react-query';

import { renameFolder } from '@/lib/api/endpoints/folders/rename';
import { CodeNameTaken } from '@/lib/api/types.gen';

import { invalidateLibrary } from './invalidate-library';

export function useRenameFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameFolder,
    meta: { handledCodes: [CodeNameTaken] },
    onSuccess: () => invalidateLibrary(queryClient),
  });
}
