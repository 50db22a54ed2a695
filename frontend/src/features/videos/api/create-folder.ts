import { useMutation, useQueryClient } from '@tanstack/react-query';

import { createFolder } from '@/lib/api/endpoints/folders/create';
import { CodeNameTaken } from '@/lib/api/types.gen';

import { invalidateLibrary } from './invalidate-library';

/** The name dialog says 'This name has been used' itself. */
export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFolder,
    meta: { handledCodes: [CodeNameTaken] },
    onSuccess: () => invalidateLibrary(queryClient),
  });
}
