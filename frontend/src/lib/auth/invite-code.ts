import { getPlatform } from '@/lib/platform';

const storageKey = 'invite-code';

/**
 * The rule that tells a personal invitation code from a workspace invite key on /invite/{key}:
 * a personal code is exactly 10 characters of Crockford's base 32 (0-9 and A-Z without I, L, O,
 * U; cloud/internal/plan newCode), while a workspace invite key is 43 characters of base64url
 * (256 random bits), so the length alone tells them apart; a link carrying ?team_id= is a
 * workspace invite whatever its key.
 */
export function isPersonalInviteCode(key: string, teamId = 0): boolean {
  return teamId === 0 && /^[0-9A-HJKMNP-TV-Z]{10}$/.test(key);
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
