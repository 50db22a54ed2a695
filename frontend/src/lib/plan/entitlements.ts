import { BasicMaxHeight, PremiumMaxHeight, Unlimited, type Entitlements, type User } from '@/lib/api/types.gen';

type PlanFacts = Pick<User, 'isVip' | 'videoLimit'> & Partial<Pick<User, 'entitlements'>>;

/**
 * The user's entitlements (the server's one rule). A server that does not send them yet (its
 * zero value: max_height is always 1080 or 2160 when real) is read from isVip and videoLimit
 * instead, leaving the recording length to the server.
 */
export function entitlementsOf(user: PlanFacts): Entitlements {
  if (user.entitlements && user.entitlements.max_height > 0) return user.entitlements;
  const premium = user.isVip || user.videoLimit === Unlimited;
  return {
    video_limit: premium ? Unlimited : user.videoLimit,
    record_duration_limit: Unlimited,
    max_height: premium ? PremiumMaxHeight : BasicMaxHeight,
    download: premium,
    annotation: premium,
  };
}

/** Premium now: no video limit. */
export function isPremiumUser(user: PlanFacts | undefined): boolean {
  return user !== undefined && entitlementsOf(user).video_limit === Unlimited;
}
