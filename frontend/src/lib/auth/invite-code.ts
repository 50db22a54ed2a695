import { getPlatform } from '@/lib/platform';

const storageKey = 'invite-code';

/**
 * The rule that tells a personal invitation code from a workspace invite key on /invite/{key}:
 * a personal code is 'u' then 6 to 16 lowercase letters or digits (the server makes them so);
 * a workspace invite key is 43 characters of base64url (256 random bits) and always longer, and a
 * link carrying ?team_id= is a workspace invite whatever its key.
 */
export function isPersonalInviteCode(key: string, teamId = 0): boolean {
  return teamId === 0 && /^u[0-9a-z]{6,16}$/.test(key);
}

/** Keeps the code of the invitation link the person came through, for the sign-up that follows. */
export function rememberInviteCode(code: string): void {
  getPlatform().storage.set(storageKey, code);
}

/** The remembered invitation code, or ''. */
export function readInviteCode(): string {
  const code = getPlatform().storage.get(storageKey) ?? '';
  return isPersonalInviteCode(code) ? code : '';
}

/** Forgets the code once an account was made with it. */
export function forgetInviteCode(): void {
  getPlatform().storage.remove(storageKey);
}
