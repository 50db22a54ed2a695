import { useQuery } from '@tanstack/react-query';

import { userInfoQuery } from '@/lib/api/endpoints/user/info';
import { useIsSignedIn } from '@/lib/auth/use-session';

/** The user's isVip, videoCount and videoLimit, read before recording. */
export function useRecorderUser() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...userInfoQuery(), enabled: signedIn });
}
