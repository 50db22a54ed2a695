import { useMutation, useQueryClient } from '@tanstack/react-query';

import { emptyTrash } from '@/lib/api/endpoints/items/empty';
import { eraseItems } from '@/lib/api/endpoints/items/erase';
import { restoreItems } from '@/lib/api/endpoints/items/restore';

import { invalidateAfterTrash } from './invalidate';

export function useRestoreItems() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreItems, onSuccess: () => invalidateAfterTrash(queryClient) });
}

export function useEraseItems() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: eraseItems, onSuccess: () => invalidateAfterTrash(queryClient) });
}

export function useEmptyTrash() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: emptyTrash, onSuccess: () => invalidateAfterTrash(queryClient) });
}
