import { useMutation, useQueryClient } from '@tanstack/react-query';

import { trashItems } from '@/lib/api/endpoints/items/trash';

import { invalidateLibrary } from './invalidate-library';

/** DELETE /api/items/trash: the items wait 3 days in the trash. */
export function useTrashItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: trashItems,
    onSuccess: () => invalidateLibrary(queryClient),
  });
}
