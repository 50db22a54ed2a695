import { useMutation, useQueryClient } from '@tanstack/react-query';

import { emptyTrash } from '@/lib/api/endpoints/items/empty';
import { eraseItems } from '@/lib/api/endpoints/items/erase';
import { restoreItems } from '@/lib/api/endpoints/items/restore';
import { CodeVideoLimit } from '@/lib/api/types.gen';

import { invalidateAfterTrash } from './invalidate';

export function useRestoreItems() {
  const queryClient = useQueryClient();
  // The Basic plan's limit is answered with the subscribe modal (type recover), not a toast.
  return useMutation({
    mutationFn: restoreItems,
    meta: { handledCodes: [CodeVideoLimit] },
    onSuccess: () => invalidateAfterTrash(queryClient),
  });
}

export function useEraseItems() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: eraseItems, onSuccess: () => invalidateAfterTrash(queryClient) });
}

export function useEmptyTrash() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: emptyTrash, onSuccess: () => invalidateAfterTrash(queryClient) });
}
