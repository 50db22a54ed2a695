import { describe, expect, it } from 'vitest';

import { buildLoginUrl, safeRedirect } from './login-url';

describe('buildLoginUrl', () => {
  it('carries the current address as redirect', () => {
    expect(buildLoginUrl({ pathname: '/video/7', search: '?t=3' })).toBe('/login?redirect=%2Fvideo%2F7%3Ft%3D3');
  });

  it('keeps the desktop handoff parameters', () => {
    const url = new URL(buildLoginUrl({ pathname: '/my_videos', search: '?checkuid=u1&app_info=x&requery=1' }), 'http://h');
    expect(url.searchParams.get('checkuid')).toBe('u1');
    expect(url.searchParams.get('app_info')).toBe('x');
    expect(url.searchParams.get('requery')).toBe('1');
    expect(url.searchParams.get('redirect')).toBe('/my_videos?checkuid=u1&app_info=x&requery=1');
  });
});

describe('safeRedirect', () => {
  it.each([
    [null, '/my_videos'],
    ['', '/my_videos'],
    ['/video/3', '/video/3'],
    ['https://evil.example', '/my_videos'],
    ['//evil.example/x', '/my_videos'],
    ['/\\evil.example', '/my_videos'],
    ['/login?redirect=/x', '/my_videos'],
  ])('turns %s into %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });
});
