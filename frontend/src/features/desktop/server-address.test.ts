import { describe, expect, it } from 'vitest';

import { checkServerAddress } from './server-address';

describe('checkServerAddress', () => {
  it.each([
    ['http://localhost:8080', 'http://localhost:8080'],
    ['  https://video.example.com/  ', 'https://video.example.com'],
    ['https://example.com/reelroom/', 'https://example.com/reelroom'],
  ])('accepts %s', (raw, server) => {
    expect(checkServerAddress(raw)).toEqual({ server });
  });

  it.each([
    ['', 'serverRequired'],
    ['   ', 'serverRequired'],
    ['localhost:8080', 'invalid_server'],
    ['ftp://example.com', 'invalid_server'],
    ['https://user:pw@example.com', 'invalid_server'],
    ['https://example.com/?a=1', 'invalid_server'],
    ['https://example.com/#x', 'invalid_server'],
    ['not an address', 'invalid_server'],
  ])('refuses %j', (raw, problem) => {
    expect(checkServerAddress(raw)).toEqual({ problem });
  });
});
