import { apiRequest } from '../../client';
import type { CurrentPlan } from '../../types.gen';

/** PUT /api/premium/plan/stripe/renew: undoes a cancel before the period ends. */
export function renewPlan(): Promise<CurrentPlan> {
  return apiRequest<CurrentPlan>('PUT', '/api/premium/plan/stripe/renew');
}
