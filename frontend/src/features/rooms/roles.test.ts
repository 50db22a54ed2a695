import { describe, expect, it } from 'vitest';

import { AllHandsChannelID, PublicChannelID, RoleAdmin, RoleCreator, RoleMember, RoleRoomMember } from '@/lib/api/types.gen';

import { roomRights } from './roles';

describe('roomRights', () => {
  const joined = { role: RoleRoomMember, is_member: true, is_private: false, can_add_video: true };

  it('lets a room admin edit, delete and invite to an ordinary room', () => {
    const rights = roomRights({ ...joined, id: 5, role: RoleCreator }, RoleMember);
    expect(rights).toMatchObject({ admin: true, canEdit: true, canInvite: true, canQuit: false, canAddVideo: true });
  });

  it("keeps the built-in rooms as they are, even for the workspace's admins", () => {
    for (const id of [AllHandsChannelID, PublicChannelID]) {
      const rights = roomRights({ ...joined, id }, RoleAdmin);
      expect(rights).toMatchObject({ member: true, canEdit: false, canInvite: false, canQuit: false });
      // Workspace admins still take videos out of them.
      expect(rights.admin).toBe(true);
    }
  });

  it("adds videos only where the server's role check passes", () => {
    expect(roomRights({ ...joined, id: AllHandsChannelID, can_add_video: false }, RoleMember).canAddVideo).toBe(false);
    expect(roomRights({ ...joined, id: PublicChannelID }, RoleMember).canAddVideo).toBe(true);
    expect(roomRights({ ...joined, id: 5, is_member: false }, RoleMember).canAddVideo).toBe(false);
  });
});
