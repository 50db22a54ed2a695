import { useQuery } from '@tanstack/react-query';

import { userInfoQuery } from '@/lib/api/endpoints/user/info';
import { useIsSignedIn } from '@/lib/auth/use-session';

/** The signed-in user (isVip, videoCount, videoLimit, entitlements); nothing while signed out. */
export function useSignedInUser() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...userInfoQuery(), enabled: signedIn });
}

export { isPremiumUser } from '@/lib/plan/entitlements';
