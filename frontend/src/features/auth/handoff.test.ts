import { describe, expect, it } from 'vitest';

import { APP_LABEL_MAX, appLink, clipAppInfo, readHandoff } from './handoff';

describe('readHandoff', () => {
  it('is null without a checkuid', () => {
    expect(readHandoff(new URLSearchParams('redirect=/video/3'))).toBeNull();
    expect(readHandoff(new URLSearchParams('checkuid=&app_info=x'))).toBeNull();
  });

  it('keeps the raw app_info for the server and a label to show', () => {
    expect(readHandoff(new URLSearchParams('checkuid=u1&app_info=Reelroom%0A1.0'))).toEqual({
      checkuid: 'u1',
      appInfo: 'Reelroom\n1.0',
      appLabel: 'Reelroom 1.0',
    });
  });
});

describe('clipAppInfo', () => {
  it('drops control and direction characters', () => {
    expect(clipAppInfo('  Reel\u202Eroom\u0007  1.0 ')).toBe('Reel room 1.0');
    expect(clipAppInfo(null)).toBe('');
  });

  it(`clips to ${APP_LABEL_MAX} characters`, () => {
    const clipped = clipAppInfo('😀'.repeat(200));
    expect([...clipped]).toHaveLength(APP_LABEL_MAX);
    expect(clipped.endsWith('…')).toBe(true);
    expect(clipAppInfo('a'.repeat(APP_LABEL_MAX))).toBe('a'.repeat(APP_LABEL_MAX));
  });
});

describe('appLink', () => {
  it('encodes the code', () => {
    expect(appLink('a/b+c=&d')).toBe('reelroom://auth?code=a%2Fb%2Bc%3D%26d');
  });
});
