import { describe, expect, it } from 'vitest';

import { entitlementsOf, isPremiumUser } from './entitlements';

const zero = { video_limit: 0, record_duration_limit: 0, max_height: 0, download: false, annotation: false };

describe('entitlementsOf', () => {
  it('takes the server’s entitlements as they are', () => {
    const basic = { video_limit: 30, record_duration_limit: 300, max_height: 1080, download: false, annotation: false };
    expect(entitlementsOf({ isVip: true, videoLimit: -1, entitlements: basic })).toBe(basic);
    expect(isPremiumUser({ isVip: true, videoLimit: -1, entitlements: basic })).toBe(false);
  });

  it('reads a server that sends none (or their zero value) from isVip and videoLimit, leaving the length to the server', () => {
    expect(entitlementsOf({ isVip: false, videoLimit: 30, entitlements: zero })).toEqual({
      video_limit: 30,
      record_duration_limit: -1,
      max_height: 1080,
      download: false,
      annotation: false,
    });
    expect(entitlementsOf({ isVip: true, videoLimit: -1 })).toMatchObject({ video_limit: -1, max_height: 2160 });
    expect(isPremiumUser({ isVip: false, videoLimit: -1, entitlements: zero })).toBe(true);
    expect(isPremiumUser(undefined)).toBe(false);
  });
});
