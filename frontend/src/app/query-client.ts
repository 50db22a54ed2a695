import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { ClientCode, isApiError } from '@/lib/api';

import { onMutationError, onQueryError } from './error-toasts';

/** GETs that time out or lose the network are tried up to 2 more times (spec 8). */
function retryTransient(failureCount: number, error: unknown): boolean {
  const transient = isApiError(error) && (error.code === ClientCode.timeout || error.code === ClientCode.network);
  return transient && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onQueryError }),
    mutationCache: new MutationCache({ onError: onMutationError }),
    defaultOptions: {
      queries: { retry: retryTransient, staleTime: 10_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
