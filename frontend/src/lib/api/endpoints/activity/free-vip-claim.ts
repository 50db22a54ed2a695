import { apiRequest } from '../../client';
import type { CurrentPlan } from '../../types.gen';

/** POST /api/activity/free-vip/claim: takes the gift month (CodeRewardClaimed when not offered). */
export function claimFreeVip(): Promise<CurrentPlan> {
  return apiRequest<CurrentPlan>('POST', '/api/activity/free-vip/claim');
}
