import type { QueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/lib/api';

/** The trash, every folder list and the plan's counts change together. */
export function invalidateAfterTrash(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.videos.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.user }),
  ]).then(() => undefined);
}
