import { useParams } from 'react-router';

import { WorkspaceInvitePage } from '@/features/workspaces';

/** /workspace/invite/{teamId}: the invite link and e-mail invitations of a workspace. */
export function WorkspaceInviteRoute() {
  const { teamId } = useParams();
  return <WorkspaceInvitePage key={teamId} teamId={Number(teamId)} />;
}

export { WorkspaceInviteRoute as Component };
