import { PREMIUM_NUDGE_REMAINING } from '@/config/constants';
import { Unlimited, type User } from '@/lib/api/types.gen';
import { entitlementsOf } from '@/lib/plan/entitlements';

import type { Resolution } from './engine/types';

type Plan = Pick<User, 'isVip' | 'videoCount' | 'videoLimit'> & Partial<Pick<User, 'entitlements'>>;

/** The plan's video limit: the server's entitlements (the one rule). */
function videoLimitOf(plan: Plan): number {
  return entitlementsOf(plan).video_limit;
}

/** No video limit. */
export function isUnlimited(plan: Plan): boolean {
  return videoLimitOf(plan) === Unlimited;
}

/** Videos the Basic plan still holds; null when unlimited. */
export function remainingVideos(plan: Plan): number | null {
  return isUnlimited(plan) ? null : Math.max(0, videoLimitOf(plan) - plan.videoCount);
}

/** Spec 6: non-Premium users at the limit are offered Premium instead of recording. */
export function isAtVideoLimit(plan: Plan): boolean {
  return remainingVideos(plan) === 0;
}

/** The limit to show in the subscribe modal. */
export function videoLimit(plan: Plan): number {
  return videoLimitOf(plan);
}

/** Spec 6: the Premium nudge shows with 10 or fewer videos left. */
export function shouldNudge(plan: Plan): boolean {
  const remaining = remainingVideos(plan);
  return remaining !== null && remaining > 0 && remaining <= PREMIUM_NUDGE_REMAINING;
}

/** The tallest picture the plan records (1080 on Basic, 2160 = 4K on Premium). */
export function maxHeightOf(plan: Plan | undefined): number {
  return entitlementsOf(plan ?? { isVip: false, videoLimit: 0 }).max_height;
}

export const resolutionHeights: Record<Resolution, number> = { '720p': 720, '1080p': 1080, '4k': 2160 };

/** The resolution asked for if the plan allows it, else the tallest one it does. */
export function allowedResolution(resolution: Resolution, maxHeight: number): Resolution {
  if (resolutionHeights[resolution] <= maxHeight) return resolution;
  const fitting = (Object.keys(resolutionHeights) as Resolution[]).filter((name) => resolutionHeights[name] <= maxHeight);
  return fitting.at(-1) ?? '720p';
}

/** How long one recording may last on the plan, in ms; null when it may last any time. */
export function recordLimitMs(plan: Plan | undefined): number | null {
  const seconds = plan ? entitlementsOf(plan).record_duration_limit : Unlimited;
  return seconds === Unlimited || seconds <= 0 ? null : seconds * 1000;
}
