import { useSyncExternalStore } from 'react';

import { getSessionState, subscribeSession, type SessionState } from './token-store';

export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState, getSessionState);
}

/** Spec 4: the user is logged in when a token exists. */
export function useIsSignedIn(): boolean {
  return useSessionState().session !== null;
}
