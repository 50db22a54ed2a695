const URL_PATTERN = /https?:\/\/[^\s<>"]+/gi;
/** Sentence punctuation after a URL is not part of it ('see https://a.com.'). */
const TRAILING_PUNCTUATION = /[.,;:!?'"]+$/;

export type LinkPart = { kind: 'text'; text: string } | { kind: 'link'; url: string };

function trimUrl(candidate: string): string {
  let url = candidate.replace(TRAILING_PUNCTUATION, '');
  // '(see https://a.com/x)': a closing bracket without an opening one in the URL ends it.
  while (url.endsWith(')') && !url.includes('(')) url = url.slice(0, -1).replace(TRAILING_PUNCTUATION, '');
  return url;
}

function isWebUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** Cuts the http and https URLs out of a text; the other parts stay text (never empty). */
export function splitLinks(text: string): LinkPart[] {
  const parts: LinkPart[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = trimUrl(match[0]);
    if (!isWebUrl(url)) continue;
    if (match.index > at) parts.push({ kind: 'text', text: text.slice(at, match.index) });
    parts.push({ kind: 'link', url });
    at = match.index + url.length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}
