import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import type { InvitationPage } from '../../types.gen';

/** GET /api/activity/invitation/list?page=N: the people invited, InvitePageSize a page (page 1 first). */
export function getInvitationList(page: number, signal?: AbortSignal): Promise<InvitationPage> {
  return api.get<InvitationPage>('/api/activity/invitation/list', { page }, signal);
}

export function invitationListQuery(page: number) {
  return queryOptions({
    queryKey: queryKeys.activity.invitationList(page),
    queryFn: ({ signal }) => getInvitationList(page, signal),
    placeholderData: keepPreviousData,
  });
}
