import type { Platform } from './types';
import { createWebPlatform } from './web';

export type { KeyValueStorage, Platform } from './types';
export { createWebPlatform } from './web';

let active: Platform | null = null;

/** Chooses the platform once at start; the desktop shell will pass its own. */
export function installPlatform(platform: Platform): void {
  active = platform;
}

export function getPlatform(): Platform {
  active ??= createWebPlatform();
  return active;
}
