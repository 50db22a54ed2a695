import { describe, expect, it } from 'vitest';

import { AllHandsChannelID, BuiltinTeamID, PublicChannelID } from '@/lib/api/types.gen';

import { hasWorkspace, isBuiltinRoom, isBuiltinTeam, isRoomId, ownWorkspaces } from './builtin';

describe('the built-in workspace', () => {
  const builtin = { id: BuiltinTeamID };
  const acme = { id: 7 };

  it('counts as no workspace when it is the only one', () => {
    expect(hasWorkspace([])).toBe(false);
    expect(hasWorkspace([builtin])).toBe(false);
    expect(hasWorkspace([builtin, acme])).toBe(true);
    expect(hasWorkspace([acme])).toBe(true);
    expect(ownWorkspaces([builtin, acme])).toEqual([acme]);
  });

  it('is known by its fixed ids', () => {
    expect(isBuiltinTeam(BuiltinTeamID)).toBe(true);
    expect(isBuiltinTeam(1)).toBe(false);
    expect(isBuiltinRoom(AllHandsChannelID)).toBe(true);
    expect(isBuiltinRoom(PublicChannelID)).toBe(true);
    expect(isBuiltinRoom(3)).toBe(false);
  });

  it('has room ids an address may name', () => {
    expect(isRoomId(AllHandsChannelID)).toBe(true);
    expect(isRoomId(12)).toBe(true);
    expect(isRoomId(0)).toBe(false);
    expect(isRoomId(Number.NaN)).toBe(false);
    expect(isRoomId(1.5)).toBe(false);
  });
});
