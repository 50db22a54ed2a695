import { describe, expect, it } from 'vitest';

import { isPersonalInviteCode } from './invite-code';

describe('isPersonalInviteCode', () => {
  it.each([
    ['7K2M9Q4ABZ', 0, true],
    ['7K2M9Q4ABZX', 0, false], // 11 characters: too long
    ['7K2M9Q4AB', 0, false], // 9: too short
    ['7K2M9Q4ABU', 0, false], // U is not in Crockford's alphabet
    ['7k2m9q4abz', 0, false], // lower case is base64url, never a code the server made
    ['7K2M9Q4ABZ', 5, false], // ?team_id= makes it a workspace invite
    // A workspace invite key: 43 base64url characters, even one starting with u.
    ['uQ3x9_Zk2mB7-pLr0sT4vW8yA1cE5gH6jN0oP2qR3sT', 0, false],
    ['k3y', 0, false],
  ])('%s (team %i) is personal: %s', (key, team, personal) => {
    expect(isPersonalInviteCode(key, team)).toBe(personal);
  });
});
