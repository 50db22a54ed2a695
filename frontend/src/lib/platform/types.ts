import type { HandoffStartResponse, TokenPair } from '@/lib/api/types.gen';

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
  /**
   * Recording defaults: display ID ('' primary), microphone ID ('' default, 'none'), the loopback
   * device whose sound is mixed in ('' none), lines, hotkeys.
   */
  display: string;
  microphone: string;
  system_sound: string;
  resolution: 720 | 1080 | 2160;
  hotkey_record: string;
  hotkey_pause: string;
  /** The camera ('' none), its bubble's size, and whether the display (with the bubble) or the camera alone is recorded. */
  camera: string;
  camera_size: 'small' | 'medium' | 'large';
  mode: 'screen' | 'camera';
  /**
   * Where new recordings go, from the window and the tray alike: a room's ID (its name as chosen,
   * for what the app says outside the window), or 0 for My Videos.
   */
  record_channel_id: number;
  record_channel_name: string;
}

/** A picture of the camera for its bubble, and its number (the next asks for a newer one). */
export interface DesktopCameraFrame {
  picture: Blob;
  number: number;
}

/** A recording the desktop app keeps until the server has it. */
export interface DesktopWaitingRecording {
  id: string;
  title: string;
  video_id: number;
  started_at: string;
  failure?: string;
  retrying: boolean;
}

/** What the desktop app can record. */
export interface DesktopDevices {
  displays: { id: string; name: string; primary: boolean; width: number; height: number }[];
  microphones: { id: string; name: string; loopback: boolean; default: boolean }[];
  cameras: { id: string; name: string }[];
}

/** Why the desktop app refused new settings. */
export type DesktopSettingsErrorCode =
  | 'invalid_body'
  | 'invalid_server'
  | 'invalid_language'
  | 'invalid_resolution'
  | 'invalid_hotkey'
  | 'invalid_camera'
  | 'invalid_destination'
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
  /** The room the recording goes into (absent: My Videos), and the link handed out at stop. */
  channel_id?: number;
  link?: string;
  /** The chosen room was gone or closed to the user when recording started: it goes into My Videos. */
  room_unavailable?: boolean;
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
