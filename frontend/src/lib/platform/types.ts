/** Key-value storage that survives a reload (localStorage on the web). */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * What the app needs from where it runs. Features use this instead of browser or
 * desktop APIs, so the same code runs in a tab and inside the desktop app.
 */
export interface Platform {
  readonly kind: 'web' | 'desktop';
  /** Origin of the web app, used to build links people can open (share links). */
  readonly webOrigin: string;
  copyText(text: string): Promise<void>;
  openUrl(url: string): void;
  /** Hands a link to the operating system in this tab (custom schemes such as reelroom://). */
  openAppLink(url: string): void;
  readonly storage: KeyValueStorage;
}
