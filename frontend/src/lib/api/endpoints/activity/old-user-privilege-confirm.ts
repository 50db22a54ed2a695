import { apiRequest } from '../../client';
import type { CurrentPlan } from '../../types.gen';

/** PUT /api/activity/old-user-privilege/confirm: claims the privilege (plan professional_activity). */
export function confirmOldUserPrivilege(): Promise<CurrentPlan> {
  return apiRequest<CurrentPlan>('PUT', '/api/activity/old-user-privilege/confirm');
}
