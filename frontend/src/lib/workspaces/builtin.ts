import { AllHandsChannelID, BuiltinTeamID, PublicChannelID, type Team } from '@/lib/api/types.gen';

/**
 * The built-in workspace every user is in when the operator turns it on (spec 6 and 9): its ids
 * are fixed (and negative). Nobody renames, deletes, leaves or invites to it or its two rooms.
 */
export function isBuiltinTeam(teamId: number): boolean {
  return teamId === BuiltinTeamID;
}

/** Its rooms: 'All hands' and 'Public'. */
export function isBuiltinRoom(channelId: number): boolean {
  return channelId === AllHandsChannelID || channelId === PublicChannelID;
}

/** The workspaces the user made or was invited to: all but the built-in one. */
export function ownWorkspaces<T extends Pick<Team, 'id'>>(teams: readonly T[]): T[] {
  return teams.filter((team) => !isBuiltinTeam(team.id));
}

/** Spec 6: a user whose only workspace is the built-in one counts as having none. */
export function hasWorkspace(teams: readonly Pick<Team, 'id'>[]): boolean {
  return ownWorkspaces(teams).length > 0;
}

/** A room id as the address names it: any integer but 0 (the built-in rooms' are negative). */
export function isRoomId(id: number): boolean {
  return Number.isSafeInteger(id) && id !== 0;
}
