import { useQuery } from '@tanstack/react-query';

import { userInfoQuery } from '@/lib/api/endpoints/user/info';
import { Unlimited, type User } from '@/lib/api/types.gen';
import { useIsSignedIn } from '@/lib/auth/use-session';

/** The signed-in user (isVip, videoCount, videoLimit, entitlements); nothing while signed out. */
export function useSignedInUser() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...userInfoQuery(), enabled: signedIn });
}

/** Premium now: the server's VIP flag or an unlimited plan. */
export function isPremiumUser(user: User | undefined): boolean {
  return user !== undefined && (user.isVip || user.videoLimit === Unlimited || user.entitlements?.video_limit === Unlimited);
}
