import { InviteBannerUnder, RoleAdmin, RoleMember, RoleOwner, RoleVisitor, type Team, type TeamRole } from '@/lib/api/types.gen';
import { isBuiltinTeam } from '@/lib/workspaces/builtin';

/** Spec 6: roles 1 and 2 manage the workspace (its title opens the settings) and create rooms. */
export function canManageTeam(role: TeamRole): boolean {
  return role === RoleOwner || role === RoleAdmin;
}

/** Members of roles 1-3 may make invite links and send e-mail invitations. */
export function canInvite(role: TeamRole): boolean {
  return role >= RoleOwner && role <= RoleMember;
}

/**
 * The settings (rename, icon, members, invitations, leave or delete) open to roles 1-2, but never
 * for the built-in workspace: everyone is in it and only the operator changes it (spec 6).
 */
export function canOpenSettings(team: Pick<Team, 'id' | 'role'>): boolean {
  return canManageTeam(team.role) && !isBuiltinTeam(team.id);
}

/** Invitations to a workspace: roles 1-3, and none to the built-in one, which everyone is in. */
export function canInviteTo(team: Pick<Team, 'id' | 'role'>): boolean {
  return canInvite(team.role) && !isBuiltinTeam(team.id);
}

/** Visitors (4) cannot browse the rooms they are not in. */
export function canBrowseRooms(role: TeamRole): boolean {
  return role >= RoleOwner && role < RoleVisitor;
}

/** Spec 2 and 9: the invite banner shows while members plus pending invitees are under 4. */
export function wantsInviteBanner(team: Pick<Team, 'id' | 'member_count' | 'pending_invite_count' | 'role'>): boolean {
  return canInviteTo(team) && team.member_count + team.pending_invite_count < InviteBannerUnder;
}

/** The roles the owner may give (spec 6): admin, member, visitor. */
export const ASSIGNABLE_ROLES = [RoleAdmin, RoleMember, RoleVisitor] as const;

/** The locale key of a role's name. */
export function roleKey(role: number): 'roles.1' | 'roles.2' | 'roles.3' | 'roles.4' | 'roles.5' {
  const known = [1, 2, 3, 4, 5].includes(role) ? role : 3;
  return `roles.${known}` as 'roles.1';
}
