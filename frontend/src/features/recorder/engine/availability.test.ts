import { describe, expect, it, vi } from 'vitest';

import { browserName, checkAvailability, listDevices, type AvailabilityEnv } from './availability';

const chromeUA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const env = (patch: Partial<AvailabilityEnv> = {}): AvailabilityEnv => ({
  userAgent: chromeUA,
  maxTouchPoints: 0,
  secureContext: true,
  hasDisplayMedia: true,
  hasMediaRecorder: true,
  ...patch,
});

describe('checkAvailability', () => {
  it('allows a desktop Chrome on a secure page', () => {
    expect(checkAvailability(env())).toBeNull();
  });

  it.each([
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1',
    'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1',
  ])('refuses mobile devices: %s', (userAgent) => {
    expect(checkAvailability(env({ userAgent }))).toEqual({ kind: 'mobile' });
  });

  it('treats a touch "Macintosh" (iPadOS) as mobile', () => {
    const userAgent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';
    expect(checkAvailability(env({ userAgent, maxTouchPoints: 5 }))).toEqual({ kind: 'mobile' });
    expect(checkAvailability(env({ userAgent }))).toBeNull();
  });

  it('names the browser that lacks the APIs', () => {
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';
    expect(checkAvailability(env({ userAgent: firefox, hasMediaRecorder: false }))).toEqual({
      kind: 'unsupported',
      browser: 'Firefox',
    });
    expect(checkAvailability(env({ hasDisplayMedia: false }))).toEqual({ kind: 'unsupported', browser: 'Chrome' });
  });

  it('says insecure before unsupported (insecure pages hide mediaDevices)', () => {
    expect(checkAvailability(env({ secureContext: false, hasDisplayMedia: false }))).toEqual({ kind: 'insecure' });
  });

  it('parses browser names', () => {
    expect(browserName(`${chromeUA} Edg/156.0.0.0`)).toBe('Edge');
    expect(browserName(`${chromeUA} OPR/110.0`)).toBe('Opera');
    expect(browserName('Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15')).toBe('Safari');
    expect(browserName('curl/8')).toBe('this browser');
  });
});

describe('listDevices', () => {
  it('splits cameras and microphones and keeps empty labels', async () => {
    const devices = [
      { kind: 'videoinput', deviceId: 'cam1', label: '' },
      { kind: 'audioinput', deviceId: 'default', label: 'Default mic' },
      { kind: 'audioinput', deviceId: 'mic2', label: 'USB mic' },
      { kind: 'audiooutput', deviceId: 'spk', label: 'Speakers' },
    ];
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { enumerateDevices: () => Promise.resolve(devices) } });
    const lists = await listDevices();
    expect(lists.cameras.map((device) => device.deviceId)).toEqual(['cam1']);
    expect(lists.cameras[0]?.label).toBe('');
    expect(lists.microphones.map((device) => device.label)).toEqual(['Default mic', 'USB mic']);
  });
});
