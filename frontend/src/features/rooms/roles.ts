import { RoleAdmin, RoleCreator, RoleOwner, RoleVisitor, type Channel, type TeamRole } from '@/lib/api/types.gen';

/** What the viewer may do with a room, from its workspace role and its room role (spec 5 and 6). */
export interface RoomRights {
  /** Workspace roles 1-2 or the room's creator: edit, delete, remove members and videos. */
  admin: boolean;
  member: boolean;
  /** Members leave; the creator cannot. */
  canQuit: boolean;
  /** Members invite and add members, record into it and share its videos. */
  canInvite: boolean;
  /** A workspace member (not a visitor) who is not in this public room may join it. */
  canJoin: boolean;
}

/** teamRole is 0 when the workspace is not known (yet). */
export function roomRights(channel: Pick<Channel, 'role' | 'is_member' | 'is_private'>, teamRole: TeamRole): RoomRights {
  const member = channel.is_member;
  const creator = member && channel.role === RoleCreator;
  const teamAdmin = teamRole === RoleOwner || teamRole === RoleAdmin;
  return {
    admin: creator || teamAdmin,
    member,
    canQuit: member && !creator,
    canInvite: member,
    canJoin: !member && !channel.is_private && teamRole > 0 && teamRole < RoleVisitor,
  };
}

/** Room admins and the video's author take a video out of a room. */
export function canRemoveVideo(rights: RoomRights, isAuthor: boolean): boolean {
  return rights.admin || (isAuthor && rights.member);
}

/** Workspace roles 1-2 create rooms (spec 6); visitors cannot browse the rooms they are not in. */
export function canCreateRoom(teamRole: TeamRole): boolean {
  return teamRole === RoleOwner || teamRole === RoleAdmin;
}

export function canBrowseRooms(teamRole: TeamRole): boolean {
  return teamRole > 0 && teamRole < RoleVisitor;
}
