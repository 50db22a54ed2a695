import { describe, expect, it } from 'vitest';

import { liveSocketUrl } from './socket-url';

describe('liveSocketUrl', () => {
  it('uses the page origin on the web, ws for http and wss for https', () => {
    expect(liveSocketUrl('t 1', 'http://localhost:5173')).toBe('ws://localhost:5173/api/v2/notify?ticket=t+1');
    expect(liveSocketUrl('abc', 'https://reelroom.example')).toBe('wss://reelroom.example/api/v2/notify?ticket=abc');
  });

  it('connects the desktop app straight to its server', () => {
    expect(liveSocketUrl('abc', 'https://cloud.example:8443')).toBe('wss://cloud.example:8443/api/v2/notify?ticket=abc');
  });
});
