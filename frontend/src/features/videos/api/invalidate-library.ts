import type { QueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/lib/api';

/** After folders or videos change place: every list, the picker's tree, the trash and the counts. */
export function invalidateLibrary(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.videos.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.user }),
  ]).then(() => undefined);
}
