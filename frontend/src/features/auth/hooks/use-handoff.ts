import { useState } from 'react';

import { useIsSignedIn } from '@/lib/auth/use-session';
import { getPlatform } from '@/lib/platform';

import { useApproveHandoff } from '../api/approve-handoff';
import { useBindHandoff } from '../api/bind-handoff';
import { useLogout } from '../api/logout';
import { appLink, type Handoff } from '../handoff';

/** confirm: someone is signed in, ask before handing that account to the app (spec 4). */
export type HandoffStep = 'confirm' | 'form' | 'bind';

function openApp(code: string): void {
  getPlatform().openAppLink(appLink(code));
}

/** Steps of the desktop handoff on /login: sign in or confirm, bind, open the app. */
export function useHandoff(handoff: Handoff) {
  const signedIn = useIsSignedIn();
  const [step, setStep] = useState<HandoffStep>(signedIn ? 'confirm' : 'form');
  const bind = useBindHandoff();
  const approve = useApproveHandoff();
  const logout = useLogout();
  const code = bind.data?.code ?? null;

  // The session ended (another account chosen, or it expired): sign in again.
  if (!signedIn && step !== 'form' && !code) setStep('form');

  function start() {
    setStep('bind');
    bind.mutate(
      { checkuid: handoff.checkuid, app_info: handoff.appInfo },
      { onSuccess: (data) => openApp(data.code) },
    );
  }

  return {
    step,
    code,
    binding: bind.isPending,
    error: bind.error,
    start,
    openAgain: () => {
      if (code) openApp(code);
    },
    /** The link did not reach the app: the person types the code the app shows. */
    approve: (userCode: string) => approve.mutate({ checkuid: handoff.checkuid, user_code: userCode }),
    approved: approve.isSuccess,
    approving: approve.isPending,
    approveError: approve.error,
    /** Revokes the session on the server first; the form shows once it has ended. */
    switchAccount: () => logout.mutate(),
    switching: logout.isPending,
  };
}
