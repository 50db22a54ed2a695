import { useLocation } from 'react-router';

import { InviteModal } from './InviteModal';
import type { SidebarInviteState } from './SidebarWorkspaces';
import { INVITE_HASH, useHashModal } from '../hooks/use-hash-modal';

/** The invite dialog a sidebar banner opens (#invite with the workspace in the history state); mounted once by the layout. */
export function SidebarInviteModal() {
  const location = useLocation();
  const modal = useHashModal(INVITE_HASH);
  const teamId = sidebarInviteTeam(location.state);
  if (teamId === null) return null;
  return <InviteModal teamId={teamId} opened={modal.opened} onClose={modal.close} />;
}

/** The workspace a sidebar banner asked to invite to, or null when #invite came from elsewhere (a room page). */
export function sidebarInviteTeam(state: unknown): number | null {
  const id = (state as Partial<SidebarInviteState> | null)?.inviteTeamId;
  return typeof id === 'number' ? id : null;
}
