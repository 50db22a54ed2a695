import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api';
import type { HandoffBindRequest, HandoffBindResponse } from '@/lib/api/types.gen';

export function bindHandoff(body: HandoffBindRequest): Promise<HandoffBindResponse> {
  return api.post<HandoffBindResponse>('/api/auth/handoff/bind', body);
}

/** Binds the app's check UID to the signed-in user; errors are shown by the handoff card. */
export function useBindHandoff() {
  return useMutation({ mutationFn: bindHandoff, meta: { handledCodes: 'all' } });
}
