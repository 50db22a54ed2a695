import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, queryKeys } from '@/lib/api';
import type { VerifyEmailRequest, VerifySendResponse } from '@/lib/api/types.gen';

import { markCodeSent } from '../verify-clock';

/** POST /api/auth/verify/send: mails a new code (at most one a minute). */
export function useSendVerification() {
  return useMutation({
    mutationFn: () => api.post<VerifySendResponse>('/api/auth/verify/send'),
    meta: { handledCodes: 'all' },
    onSuccess: (res) => markCodeSent(res.resend_in),
  });
}

/** POST /api/auth/verify: checks the code; the user's info then says verified. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyEmailRequest) => api.post<null>('/api/auth/verify', body),
    meta: { handledCodes: 'all' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
  });
}
