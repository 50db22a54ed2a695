import { Navigate, useParams, useSearchParams } from 'react-router';

import { StandalonePage } from '@/components/ui/StandalonePage';
import { paths } from '@/config/paths';
import { PersonalInviteLanding } from '@/features/billing';
import { InviteLanding, workspacePaths } from '@/features/workspaces';
import { isPersonalInviteCode } from '@/lib/auth/invite-code';
import { useIsSignedIn } from '@/lib/auth/use-session';

import { VisitorActions } from '../layout/VisitorActions';

/**
 * /invite/t/{tid}/{key}, and /invite/{key} (?team_id= when known): the invite landing of spec 4.
 * /invite/{code} with a personal invitation code (isPersonalInviteCode) is the invitation
 * program's link instead: it leads to sign-up carrying the code.
 */
export function InviteLandingRoute() {
  const params = useParams();
  const [search] = useSearchParams();
  const signedIn = useIsSignedIn();
  const teamId = Number(params.tid ?? search.get('team_id') ?? 0);
  const key = params.key ?? '';
  const personal = params.tid === undefined && isPersonalInviteCode(key, teamId);
  return (
    <StandalonePage home={signedIn ? paths.myVideos : paths.login} actions={<VisitorActions signedIn={signedIn} />}>
      {personal ? (
        <PersonalInviteLanding code={key} signedIn={signedIn} />
      ) : (
        <InviteLanding key={`${teamId}/${key}`} teamId={Number.isSafeInteger(teamId) ? teamId : 0} inviteKey={key} />
      )}
    </StandalonePage>
  );
}

/** /workspace/share/{tid}/{key} and /room/share/{tid}/{cid}/{key}: older forms of an invite link. */
export function InviteLinkFormRoute() {
  const { tid, key } = useParams();
  return <Navigate to={workspacePaths.inviteLanding(Number(tid), key ?? '')} replace />;
}

export { InviteLandingRoute as Component };
