import { apiRequest } from '../../client';
import type { CurrentPlan } from '../../types.gen';

/** DELETE /api/premium/plan/cancel: stops renewing; Premium lasts until the period ends. */
export function cancelPlan(): Promise<CurrentPlan> {
  return apiRequest<CurrentPlan>('DELETE', '/api/premium/plan/cancel');
}
