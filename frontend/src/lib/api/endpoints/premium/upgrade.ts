import { apiRequest } from '../../client';
import type { CurrentPlan } from '../../types.gen';

/** PUT /api/premium/plan/upgrade: the caller's monthly plan becomes yearly. */
export function upgradePlan(): Promise<CurrentPlan> {
  return apiRequest<CurrentPlan>('PUT', '/api/premium/plan/upgrade');
}
