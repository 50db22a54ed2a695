import { describe, expect, it } from 'vitest';

import { defaultRecorderSettings, parseRecorderSettings } from './settings';

describe('parseRecorderSettings', () => {
  it('starts with screen, microphone on, camera off and 720p', () => {
    expect(parseRecorderSettings(null)).toEqual(defaultRecorderSettings);
    expect(defaultRecorderSettings).toMatchObject({ recordType: 'desktop', resolution: '720p' });
  });

  it('keeps every valid field and defaults the rest', () => {
    const raw = JSON.stringify({
      recordType: 'camera',
      camera: { deviceId: 'cam-2', open: true },
      microphone: { deviceId: 42, open: 'yes' },
      resolution: '8k',
    });
    expect(parseRecorderSettings(raw)).toEqual({
      recordType: 'camera',
      camera: { deviceId: 'cam-2', open: true },
      microphone: { deviceId: null, open: true },
      resolution: '720p',
    });
  });

  it('survives unreadable settings', () => {
    expect(parseRecorderSettings('{oops')).toEqual(defaultRecorderSettings);
  });
});
