import { RoleAdmin, RoleCreator, RoleOwner, RoleVisitor, type Channel, type TeamRole } from '@/lib/api/types.gen';
import { isBuiltinRoom } from '@/lib/workspaces/builtin';

/** What the viewer may do with a room, from its workspace role and its room role (spec 5 and 6). */
export interface RoomRights {
  /** Workspace roles 1-2 or the room's creator: edit, delete, remove members and videos. */
  admin: boolean;
  /** Room admins edit and delete it, but not the built-in workspace's rooms (spec 6). */
  canEdit: boolean;
  member: boolean;
  /** Members record, upload and send videos into it; into 'All hands' only workspace roles 1-2 (spec 6). */
  canAddVideo: boolean;
  /** Members leave; the creator cannot, nor anyone the built-in workspace's rooms. */
  canQuit: boolean;
  /** Members invite and add members (not to the built-in rooms, which everyone is in) and share its videos. */
  canInvite: boolean;
  /** A workspace member (not a visitor) who is not in this public room may join it. */
  canJoin: boolean;
}

/** teamRole is 0 when the workspace is not known (yet). */
export function roomRights(
  channel: Pick<Channel, 'id' | 'role' | 'is_member' | 'is_private' | 'can_add_video'>,
  teamRole: TeamRole,
): RoomRights {
  const member = channel.is_member;
  const creator = member && channel.role === RoleCreator;
  const teamAdmin = teamRole === RoleOwner || teamRole === RoleAdmin;
  const builtin = isBuiltinRoom(channel.id);
  return {
    admin: creator || teamAdmin,
    canEdit: (creator || teamAdmin) && !builtin,
    member,
    canAddVideo: member && channel.can_add_video,
    canQuit: member && !creator && !builtin,
    canInvite: member && !builtin,
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
