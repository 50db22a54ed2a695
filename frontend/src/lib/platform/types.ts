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
  /** The desktop app's own calls; null in a browser tab. */
  readonly desktop: DesktopShell | null;
}

/** The desktop app's settings (desktop/internal/settings). */
export interface DesktopSettings {
  server: string;
  language: 'en' | 'zh-CN';
  launch_at_login: boolean;
}

/** Why the desktop app refused new settings. */
export type DesktopSettingsErrorCode =
  | 'invalid_body'
  | 'invalid_server'
  | 'invalid_language'
  | 'launch_at_login_failed'
  | 'save_failed'
  | 'unreachable';

export class DesktopSettingsError extends Error {
  constructor(readonly code: DesktopSettingsErrorCode) {
    super(`desktop settings refused: ${code}`);
    this.name = 'DesktopSettingsError';
  }
}

/** The desktop recorder as the recording bar shows it (desktop/internal/recorder). */
export interface DesktopRecorderState {
  status: 'ready' | 'countdown' | 'recording' | 'paused' | 'uploading';
  countdown?: number;
  elapsed_ms: number;
  level: number;
  no_sound: boolean;
  silent: boolean;
  has_sound: boolean;
  video_id?: number;
  share_url?: string;
  error?: string;
  uploaded_mb: number;
}

export type DesktopRecorderAction = 'start' | 'cancel' | 'pause' | 'resume' | 'stop' | 'discard';

/** What the page may ask of the desktop app beyond the common platform calls. */
export interface DesktopShell {
  /** The app's language as it served the page, or null when it named none. */
  readonly language: string | null;
  loadSettings(): Promise<DesktopSettings>;
  /** Changes the named fields; rejects with DesktopSettingsError and changes nothing. */
  saveSettings(change: Partial<DesktopSettings>): Promise<DesktopSettings>;
  /** Opens the sign-in page in the system browser; the app signs the window in when done. */
  signInWithBrowser(): Promise<void>;
  /** Tells the app the page signed out, so it forgets its own sign-in too. */
  signedOut(): void;
  /** The native recorder: its state, and the actions of the recording bar. */
  recorderState(): Promise<DesktopRecorderState>;
  recorderAction(action: DesktopRecorderAction): Promise<void>;
  /** Starts moving the (frameless) window with the mouse, from a mousedown. */
  startWindowDrag(): void;
}
