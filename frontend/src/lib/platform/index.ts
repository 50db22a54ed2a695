import { announceReady, createDesktopPlatform, desktopServer } from './desktop';
import type { Platform } from './types';
import { createWebPlatform } from './web';

export type {
  DesktopCameraFrame,
  DesktopDevices,
  DesktopRecorderAction,
  DesktopRecorderState,
  DesktopSettings,
  DesktopSettingsErrorCode,
  DesktopSettingsFailure,
  DesktopShell,
  DesktopWaitingRecording,
  KeyValueStorage,
  Platform,
} from './types';
export { DESKTOP_SETTINGS_FAILURES, DesktopSettingsError } from './types';
export { DesktopShellError } from './desktop';
export { announceReady, createDesktopPlatform, desktopServer } from './desktop';
export { createWebPlatform } from './web';

let active: Platform | null = null;

/** The platform the page runs on: the desktop app when its shell announced itself, else the web. */
export function createPlatform(): Platform {
  const server = desktopServer();
  if (!server) return createWebPlatform();
  announceReady();
  return createDesktopPlatform(server);
}

/** Chooses the platform once at start (main.tsx). */
export function installPlatform(platform: Platform): void {
  active = platform;
}

export function getPlatform(): Platform {
  active ??= createPlatform();
  return active;
}
