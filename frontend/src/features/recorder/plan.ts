import { PREMIUM_NUDGE_REMAINING } from '@/config/constants';
import { Unlimited, type User } from '@/lib/api/types.gen';

type Plan = Pick<User, 'isVip' | 'videoCount' | 'videoLimit'>;

/** Premium, or an unlimited plan: no video limit and 4K allowed. */
export function isUnlimited(plan: Plan): boolean {
  return plan.isVip || plan.videoLimit === Unlimited;
}

/** Videos the Basic plan still holds; null when unlimited. */
export function remainingVideos(plan: Plan): number | null {
  return isUnlimited(plan) ? null : Math.max(0, plan.videoLimit - plan.videoCount);
}

/** Spec 6: non-Premium users at the limit are offered Premium instead of recording. */
export function isAtVideoLimit(plan: Plan): boolean {
  return remainingVideos(plan) === 0;
}

/** Spec 6: the Premium nudge shows with 10 or fewer videos left. */
export function shouldNudge(plan: Plan): boolean {
  const remaining = remainingVideos(plan);
  return remaining !== null && remaining > 0 && remaining <= PREMIUM_NUDGE_REMAINING;
}
