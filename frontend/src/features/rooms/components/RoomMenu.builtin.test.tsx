import { describe, expect, it } from 'vitest';

import { PublicChannelID, RoleAdmin, RoleMember, RoleRoomMember } from '@/lib/api/types.gen';
import { render, screen } from '@/testing/render';

import { RoomMenu } from './RoomMenu';
import { roomRights } from '../roles';

const none = () => undefined;
const handlers = { onEdit: none, onDelete: none, onQuit: none, onInvite: none, onAddMembers: none };
const builtinRoom = { id: PublicChannelID, role: RoleRoomMember, is_member: true, is_private: false, can_add_video: true };

describe('RoomMenu in a built-in room', () => {
  it('is not there for a member, who has nothing to change in it', () => {
    render(<RoomMenu rights={roomRights(builtinRoom, RoleMember)} {...handlers} />);
    expect(screen.queryByTestId('room-menu')).not.toBeInTheDocument();
  });

  it('is not there for an admin either: its rooms are not edited, deleted or left', () => {
    render(<RoomMenu rights={roomRights(builtinRoom, RoleAdmin)} {...handlers} />);
    expect(screen.queryByTestId('room-menu')).not.toBeInTheDocument();
  });

  it('is there in an ordinary room', () => {
    render(<RoomMenu rights={roomRights({ ...builtinRoom, id: 5 }, RoleMember)} {...handlers} />);
    expect(screen.getByTestId('room-menu')).toBeInTheDocument();
  });
});
