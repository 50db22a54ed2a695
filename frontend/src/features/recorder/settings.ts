import { StorageKeys } from '@/config/storage-keys';
import { getPlatform } from '@/lib/platform';

import type { DeviceChoice, RecordType, Resolution } from './engine/types';

/** The start panel's choices, remembered as the 'recorder settings' local setting (spec 3). */
export interface RecorderSettings {
  recordType: RecordType;
  camera: DeviceChoice;
  microphone: DeviceChoice;
  resolution: Resolution;
}

export const defaultRecorderSettings: RecorderSettings = {
  recordType: 'desktop',
  camera: { deviceId: null, open: false },
  microphone: { deviceId: null, open: true },
  resolution: '720p',
};

const recordTypes: readonly RecordType[] = ['desktop', 'tab', 'camera'];
const resolutions: readonly Resolution[] = ['720p', '1080p', '4k'];

function pick<T>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function device(value: unknown, fallback: DeviceChoice): DeviceChoice {
  if (typeof value !== 'object' || value === null) return fallback;
  const { deviceId, open } = value as Partial<DeviceChoice>;
  return {
    deviceId: typeof deviceId === 'string' && deviceId ? deviceId : null,
    open: typeof open === 'boolean' ? open : fallback.open,
  };
}

/** Parses the stored settings, keeping every valid field and defaulting the rest. */
export function parseRecorderSettings(raw: string | null): RecorderSettings {
  let stored: Partial<Record<keyof RecorderSettings, unknown>> = {};
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (typeof value === 'object' && value !== null) stored = value;
  } catch {
    // Unreadable settings start over from the defaults.
  }
  return {
    recordType: pick(recordTypes, stored.recordType, defaultRecorderSettings.recordType),
    camera: device(stored.camera, defaultRecorderSettings.camera),
    microphone: device(stored.microphone, defaultRecorderSettings.microphone),
    resolution: pick(resolutions, stored.resolution, defaultRecorderSettings.resolution),
  };
}

export function loadRecorderSettings(): RecorderSettings {
  return parseRecorderSettings(getPlatform().storage.get(StorageKeys.recorderSettings));
}

export function saveRecorderSettings(settings: RecorderSettings): void {
  getPlatform().storage.set(StorageKeys.recorderSettings, JSON.stringify(settings));
}
