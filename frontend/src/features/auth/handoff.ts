/** The desktop sign-in handoff (spec 2): the app opened /login?checkuid=…&app_info=…. */
export interface Handoff {
  checkuid: string;
  /** app_info as the app sent it; the server keeps its own clipped copy. */
  appInfo: string;
  /** app_info made safe to show: one line, no control characters, at most APP_LABEL_MAX. */
  appLabel: string;
}

export const APP_LABEL_MAX = 80;
export const APP_LINK_BASE = 'reelroom://auth';

/** app_info is untrusted display text: drop control and direction characters, clip it. */
export function clipAppInfo(raw: string | null): string {
  const text = (raw ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  if (chars.length <= APP_LABEL_MAX) return text;
  return `${chars
    .slice(0, APP_LABEL_MAX - 1)
    .join('')
    .trimEnd()}…`;
}

/** The handoff the login page was opened for, or null for an ordinary sign-in. */
export function readHandoff(params: URLSearchParams): Handoff | null {
  const checkuid = params.get('checkuid');
  if (!checkuid) return null;
  const appInfo = params.get('app_info') ?? '';
  return { checkuid, appInfo, appLabel: clipAppInfo(appInfo) };
}

/** The link that gives the app its single-use code. */
export function appLink(code: string): string {
  return `${APP_LINK_BASE}?code=${encodeURIComponent(code)}`;
}
