import type { Unavailable } from './types';

/** What decides whether this browser can record; read from the globals by default. */
export interface AvailabilityEnv {
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS Safari says "Macintosh" but has a touch screen. */
  maxTouchPoints: number;
  secureContext: boolean;
  hasDisplayMedia: boolean;
  hasMediaRecorder: boolean;
}

export function currentEnv(): AvailabilityEnv {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    userAgent: nav?.userAgent ?? '',
    maxTouchPoints: nav?.maxTouchPoints ?? 0,
    secureContext: typeof window !== 'undefined' && window.isSecureContext,
    hasDisplayMedia: typeof nav?.mediaDevices?.getDisplayMedia === 'function',
    hasMediaRecorder: typeof MediaRecorder === 'function',
  };
}

/** Spec 6: Android, iPad and iPhone cannot record. */
export function isMobile(env: Pick<AvailabilityEnv, 'userAgent' | 'maxTouchPoints'>): boolean {
  if (/Android|iPad|iPhone|iPod/i.test(env.userAgent)) return true;
  return /Macintosh/.test(env.userAgent) && env.maxTouchPoints > 1;
}

const browsers: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/YaBrowser\//, 'Yandex'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/MSIE |Trident\//, 'Internet Explorer'],
];

/** The browser's name as the unsupported-browser message shows it. */
export function browserName(userAgent: string): string {
  return browsers.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'this browser';
}

/**
 * Why recording cannot start here, or null when it can (spec 5 and 6). An insecure page
 * is named before a missing API: browsers hide navigator.mediaDevices on such pages.
 */
export function checkAvailability(env: AvailabilityEnv = currentEnv()): Unavailable | null {
  if (isMobile(env)) return { kind: 'mobile' };
  if (!env.secureContext) return { kind: 'insecure' };
  if (!env.hasDisplayMedia || !env.hasMediaRecorder) return { kind: 'unsupported', browser: browserName(env.userAgent) };
  return null;
}

/** Cameras and microphones for the pickers; labels are empty until a permission was granted. */
export interface DeviceLists {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
}

/** The cameras and microphones the browser reports (empty lists when it cannot say). */
export async function listDevices(): Promise<DeviceLists> {
  const lists: DeviceLists = { cameras: [], microphones: [] };
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (typeof media?.enumerateDevices !== 'function') return lists;
  let devices: MediaDeviceInfo[];
  try {
    devices = await media.enumerateDevices();
  } catch {
    return lists;
  }
  const seen = new Set<string>();
  for (const device of devices) {
    const list = device.kind === 'videoinput' ? lists.cameras : device.kind === 'audioinput' ? lists.microphones : null;
    // Before a permission every device may come back with an empty id; one entry stands for them.
    const id = `${device.kind}:${device.deviceId}`;
    if (!list || seen.has(id)) continue;
    seen.add(id);
    list.push(device);
  }
  return lists;
}
