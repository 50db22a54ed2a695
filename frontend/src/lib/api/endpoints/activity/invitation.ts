import { queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import type { InvitationSummary } from '../../types.gen';

/** GET /api/activity/invitation: the caller's invitation code and what it earned. */
export function getInvitation(signal?: AbortSignal): Promise<InvitationSummary> {
  return api.get<InvitationSummary>('/api/activity/invitation', undefined, signal);
}

export function invitationQuery() {
  return queryOptions({ queryKey: queryKeys.activity.invitation, queryFn: ({ signal }) => getInvitation(signal) });
}
