import { useMutation, useQueryClient } from '@tanstack/react-query';

import { moveItems } from '@/lib/api/endpoints/items/move';

import { invalidateLibrary } from './invalidate-library';

/** PUT /api/items/move; a refusal the client missed shows the server's reason. */
export function useMoveItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveItems,
    onSuccess: () => invalidateLibrary(queryClient),
  });
}
