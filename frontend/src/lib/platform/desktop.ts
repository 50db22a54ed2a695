import type { TokenPair } from '@/lib/api/types.gen';

import {
  DesktopSettingsError,
  type DesktopDevices,
  type DesktopRecorderState,
  type DesktopSettings,
  type DesktopSettingsErrorCode,
  type DesktopShell,
  type DesktopWaitingRecording,
  type Platform,
} from './types';
import { browserStorage } from './web';


/**
 * The desktop app (desktop/internal/webui) serves this page with a meta tag naming the cloud
 * server it forwards /api to; its presence is how the page knows it runs in the desktop app.
 */
export const DESKTOP_SERVER_META = 'reelroom-desktop-server';
/** The desktop app's language setting, served the same way. */
export const DESKTOP_LANGUAGE_META = 'reelroom-desktop-language';

/** The cloud server's address when running inside the desktop app, else null. */
export function desktopServer(doc: Document = document): string | null {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${DESKTOP_SERVER_META}"]`)?.content.trim();
  return content ? content.replace(/\/+$/, '') : null;
}

/** The desktop app's language setting from its meta tag, else null. */
export function desktopLanguage(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${DESKTOP_LANGUAGE_META}"]`)?.content.trim() || null;
}

/** Asks the desktop shell (served at the page's own origin) to do what a webview cannot. */
async function shellCall(
  action: 'open-url' | 'copy-text' | 'app-link' | 'sign-in' | 'signed-out',
  body?: string,
): Promise<void> {
  const response = await fetch(`/_desktop/${action}`, { method: 'POST', body });
  if (!response.ok) throw new Error(`desktop ${action} failed: ${response.status}`);
}

/**
 * The platform inside the desktop app. API calls stay relative (/api/...): the desktop shell
 * forwards them to `server`, so no cross-origin request is made. Links people open elsewhere
 * (share links) point at the server's web app.
 */
export function createDesktopPlatform(server: string): Platform {
  return {
    kind: 'desktop',
    webOrigin: server,
    copyText: (text) => shellCall('copy-text', text),
    openUrl(url) {
      // The webview cannot open tabs; the shell hands http(s) links to the system browser.
      void shellCall('open-url', new URL(url, server).href).catch(() => undefined);
    },
    openAppLink(url) {
      // A reelroom:// link opened inside the app is for the app itself: the shell takes it.
      void shellCall('app-link', url).catch(() => undefined);
    },
    storage: browserStorage(),
    desktop: createDesktopShell(),
  };
}

async function settingsCall(init?: RequestInit): Promise<DesktopSettings> {
  let response: Response;
  try {
    response = await fetch('/_desktop/settings', init);
  } catch {
    throw new DesktopSettingsError('unreachable');
  }
  const body = (await response.json().catch(() => null)) as (DesktopSettings & { code?: string }) | null;
  if (!response.ok || !body) {
    throw new DesktopSettingsError((body?.code as DesktopSettingsErrorCode | undefined) ?? 'save_failed');
  }
  return body;
}

function createDesktopShell(): DesktopShell {
  return {
    language: desktopLanguage(),
    loadSettings: () => settingsCall(),
    saveSettings: (change) => settingsCall({ method: 'PUT', body: JSON.stringify(change) }),
    async renewSession(refreshToken) {
      const body = JSON.stringify({ refresh_token: refreshToken });
      const response = await fetch('/_desktop/refresh', { method: 'POST', body });
      if (response.status === 401) return null;
      if (!response.ok) throw new Error(`desktop refresh: ${response.status}`);
      return (await response.json()) as TokenPair;
    },
    async waitingRecordings() {
      const response = await fetch('/_desktop/recordings');
      if (!response.ok) throw new Error(`desktop recordings: ${response.status}`);
      return (await response.json()) as DesktopWaitingRecording[];
    },
    async retryRecording(id) {
      const response = await fetch(`/_desktop/recordings/${encodeURIComponent(id)}/retry`, { method: 'POST' });
      if (!response.ok) throw new Error(`desktop retry: ${response.status}`);
    },
    async devices() {
      const response = await fetch('/_desktop/devices');
      if (!response.ok) throw new Error(`desktop devices: ${response.status}`);
      return (await response.json()) as DesktopDevices;
    },
    signInWithBrowser: () => shellCall('sign-in'),
    signedOut() {
      void shellCall('signed-out').catch(() => undefined);
    },
    async recorderState() {
      const response = await fetch('/_desktop/recorder');
      if (!response.ok) throw new Error(`desktop recorder: ${response.status}`);
      return (await response.json()) as DesktopRecorderState;
    },
    async recorderAction(action) {
      const response = await fetch(`/_desktop/recorder/${action}`, { method: 'POST' });
      if (!response.ok) throw new Error(`desktop recorder ${action}: ${response.status}`);
    },
    async cameraFrame(after) {
      const response = await fetch(`/_desktop/camera?after=${after}`);
      if (response.status === 404) return 'off';
      if (response.status === 204) return 'wait';
      if (!response.ok) throw new Error(`desktop camera: ${response.status}`);
      return { picture: await response.blob(), number: Number(response.headers.get('X-Frame-Number')) };
    },
    startWindowDrag() {
      bridge()?.postMessage('wails:drag');
    },
  };
}

type ShellBridge = { postMessage(message: string): void };
type BridgedWindow = {
  chrome?: { webview?: ShellBridge };
  webkit?: { messageHandlers?: { external?: ShellBridge } };
};

/** The webview's message bridge to Wails (WebView2 on Windows, WebKit elsewhere), if any. */
function bridge(win: BridgedWindow = window as unknown as BridgedWindow): ShellBridge | undefined {
  return win.chrome?.webview ?? win.webkit?.messageHandlers?.external;
}

/**
 * Tells the desktop shell (Wails) the page is ready for the scripts it runs in the window, such
 * as signing the page in once the browser sign-in completes. The page does not load the Wails
 * runtime, so it sends the runtime's ready message itself over the webview's bridge
 * (WebView2 on Windows, WebKit elsewhere). Returns whether a bridge was there.
 */
export function announceReady(win: BridgedWindow = window as unknown as BridgedWindow): boolean {
  const shell = bridge(win);
  if (!shell) return false;
  try {
    shell.postMessage('wails:runtime:ready');
    return true;
  } catch {
    return false;
  }
}
