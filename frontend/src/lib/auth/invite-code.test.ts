import { describe, expect, it } from 'vitest';

import { isPersonalInviteCode } from './invite-code';

describe('isPersonalInviteCode', () => {
  it.each([
    ['u1a2b3c', 0, true],
    ['uabcdefgh123456789', 0, false], // 17 characters after the u: too long
    ['u12345', 0, false], // 5 after the u: too short
    ['uAbcdef12', 0, false], // upper case is base64url, never a personal code
    ['u1a2b3c4', 5, false], // ?team_id= makes it a workspace invite
    // A workspace invite key: 43 base64url characters, even one starting with u.
    ['uQ3x9_Zk2mB7-pLr0sT4vW8yA1cE5gH6jN0oP2qR3sT', 0, false],
    ['k3y', 0, false],
  ])('%s (team %i) is personal: %s', (key, team, personal) => {
    expect(isPersonalInviteCode(key, team)).toBe(personal);
  });
});
