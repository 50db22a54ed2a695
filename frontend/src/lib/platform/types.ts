import type {
  DesktopDevices,
  DesktopRecorderAction,
  DesktopRecorderState,
  DesktopSettings,
  DesktopSettingsErrorCode,
  DesktopWaitingRecording,
  HandoffStartResponse,
  TokenPair,
} from '@/lib/api/types.gen';

/**
 * The contract with the desktop app's shell (/_desktop/*) is generated from shared/api/desktop.go;
 * every answer is the cloud's envelope (code 0 with data, or an error code with a reason).
 */
export type {
  DesktopDevices,
  DesktopRecorderAction,
  DesktopRecorderState,
  DesktopSettings,
  DesktopSettingsErrorCode,
  DesktopWaitingRecording,
};

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
  /**
   * Where a <video> loads a media URL the API gave (a path such as /api/media/...): as it is on
   * the web; from the server itself in the desktop app, whose webview's media player cannot read
   * the app's own scheme (wails://) that every other request goes through.
   */
  mediaUrl(url: string): string;
  copyText(text: string): Promise<void>;
  openUrl(url: string): void;
  /** Hands a link to the operating system in this tab (custom schemes such as reelroom://). */
  openAppLink(url: string): void;
  readonly storage: KeyValueStorage;
  /** The desktop app's own calls; null in a browser tab. */
  readonly desktop: DesktopShell | null;
}

/** A picture of the camera for its bubble, and its number (the next asks for a newer one). */
export interface DesktopCameraFrame {
  picture: Blob;
  number: number;
}

/**
 * The refusals of new settings the page words (desktop.settings.errors.*): every
 * DesktopSettingsErrorCode the app answers (checked by a test against the generated constants).
 */
export const DESKTOP_SETTINGS_FAILURES = [
  'invalid_body',
  'invalid_server',
  'invalid_language',
  'invalid_resolution',
  'invalid_hotkey',
  'invalid_camera',
  'invalid_destination',
  'launch_at_login_failed',
  'save_failed',
  'unreachable',
] as const satisfies readonly DesktopSettingsErrorCode[];

export type DesktopSettingsFailure = (typeof DESKTOP_SETTINGS_FAILURES)[number];

/** Why the desktop app refused new settings; a reason the page does not know reads as save_failed. */
export class DesktopSettingsError extends Error {
  readonly code: DesktopSettingsFailure;
  constructor(reason: DesktopSettingsErrorCode) {
    super(`desktop settings refused: ${reason}`);
    this.name = 'DesktopSettingsError';
    this.code = DESKTOP_SETTINGS_FAILURES.find((known) => known === reason) ?? 'save_failed';
  }
}

/** What the page may ask of the desktop app beyond the common platform calls. */
export interface DesktopShell {
  /** The app's language as it served the page, or null when it named none. */
  readonly language: string | null;
  loadSettings(): Promise<DesktopSettings>;
  /** Changes the named fields; rejects with DesktopSettingsError and changes nothing. */
  saveSettings(change: Partial<DesktopSettings>): Promise<DesktopSettings>;
  /** The displays and sound sources the recorder can use. */
  devices(): Promise<DesktopDevices>;
  /** Recordings kept on this computer until the server has them, and trying one again. */
  waitingRecordings(): Promise<DesktopWaitingRecording[]>;
  retryRecording(id: string): Promise<void>;
  /**
   * Opens the sign-in page in the system browser; the app signs the window in when done. Gives the
   * user code to show, which the person types in the browser when the app link does not open.
   */
  signInWithBrowser(): Promise<HandoffStartResponse>;
  /** The user code of the browser sign-in under way (the tray may have started it), or null. */
  pendingSignIn(): Promise<HandoffStartResponse | null>;
  /** Tells the app the page signed out, so it forgets its own sign-in too. */
  signedOut(): void;
  /**
   * The pair that follows the one whose refresh token the page holds: the app and the page share
   * one sign-in, so the app renews it for both. Null when the sign-in has ended.
   */
  renewSession(refreshToken: string): Promise<TokenPair | null>;
  /** The native recorder: its state, and the actions of the recording bar. */
  recorderState(): Promise<DesktopRecorderState>;
  recorderAction(action: DesktopRecorderAction): Promise<void>;
  /**
   * The camera's picture newer than number `after`, once there is one; 'wait' when none came in
   * time (ask again), 'off' when the camera is off.
   */
  cameraFrame(after: number): Promise<DesktopCameraFrame | 'wait' | 'off'>;
  /** Starts moving the (frameless) window with the mouse, from a mousedown. */
  startWindowDrag(): void;
}
