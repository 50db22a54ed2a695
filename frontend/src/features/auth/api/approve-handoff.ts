import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api';
import type { HandoffApproveRequest } from '@/lib/api/types.gen';

export function approveHandoff(body: HandoffApproveRequest): Promise<null> {
  return api.post<null>('/api/auth/handoff/approve', body);
}

/** Approves the app's sign-in with the code it shows; errors are shown under the code field. */
export function useApproveHandoff() {
  return useMutation({ mutationFn: approveHandoff, meta: { handledCodes: 'all' } });
}
