import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, queryKeys } from '@/lib/api';
import type { RegisterRequest, TokenPair } from '@/lib/api/types.gen';
import { saveTokens } from '@/lib/auth/token-store';

import { markCodeSent } from '../verify-clock';

export function register(body: RegisterRequest): Promise<TokenPair> {
  return api.post<TokenPair>('/api/auth/register', body);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    meta: { handledCodes: 'all' },
    onSuccess: (pair) => {
      queryClient.removeQueries();
      saveTokens(pair);
      markCodeSent(); // sign-up mailed the first verification code
      return queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  });
}
