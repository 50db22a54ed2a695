import type { Entitlements, User } from '@/lib/api/types.gen';

/** What a Basic and a Premium account may do, as the server's plan rule says. */
export const basicEntitlements: Entitlements = {
  video_limit: 30,
  record_duration_limit: 300,
  max_height: 1080,
  download: false,
  annotation: false,
};

export const premiumEntitlements: Entitlements = {
  video_limit: -1,
  record_duration_limit: -1,
  max_height: 2160,
  download: true,
  annotation: true,
};

/** A signed-in user on Basic at the video limit; override what a test is about. */
export function userFixture(patch: Partial<User> = {}): User {
  return {
    id: 7,
    nickname: 'Ann',
    avatar: '',
    email: 'ann@example.com',
    phone: '',
    gender: 0,
    isPending: false,
    isVip: false,
    videoCount: 30,
    videoLimit: 30,
    entitlements: basicEntitlements,
    email_verified: true,
    ...patch,
  };
}

/** The same user on Premium. */
export const premiumUser = (patch: Partial<User> = {}) =>
  userFixture({ isVip: true, videoLimit: -1, entitlements: premiumEntitlements, ...patch });
