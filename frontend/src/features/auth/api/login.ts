import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, queryKeys } from '@/lib/api';
import type { LoginRequest, TokenPair } from '@/lib/api/types.gen';
import { saveTokens } from '@/lib/auth/token-store';

export function login(body: LoginRequest): Promise<TokenPair> {
  return api.post<TokenPair>('/api/auth/login', body);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { handledCodes: 'all' },
    onSuccess: (pair) => {
      queryClient.removeQueries();
      saveTokens(pair);
      return queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  });
}
