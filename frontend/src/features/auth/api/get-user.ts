import { useQuery } from '@tanstack/react-query';

import { userInfoQuery } from '@/lib/api/endpoints/user/info';
import { useIsSignedIn } from '@/lib/auth/use-session';

/** The signed-in user; nothing is asked while signed out. */
export function useUser() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...userInfoQuery(), enabled: signedIn });
}
