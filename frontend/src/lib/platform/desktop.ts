import type { HandoffStartResponse, TokenPair } from '@/lib/api/types.gen';

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
  action: 'open-url' | 'copy-text' | 'app-link' | 'signed-out',
  body?: string,
): Promise<void> {
  await shellFetch(action, { method: 'POST', body });
}

/** Calls the desktop shell at /_desktop/`path`; an answer that is not 2xx nor one of `expected` throws. */
async function shellFetch(path: string, init?: RequestInit, expected: number[] = []): Promise<Response> {
  const response = await fetch(`/_desktop/${path}`, init);
  if (!response.ok && !expected.includes(response.status)) throw new Error(`desktop ${path}: ${response.status}`);
  return response;
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
      const response = await shellFetch('refresh', { method: 'POST', body }, [401]);
      return response.status === 401 ? null : ((await response.json()) as TokenPair);
    },
    waitingRecordings: async () => (await (await shellFetch('recordings')).json()) as DesktopWaitingRecording[],
    async retryRecording(id) {
      await shellFetch(`recordings/${encodeURIComponent(id)}/retry`, { method: 'POST' });
    },
    devices: async () => (await (await shellFetch('devices')).json()) as DesktopDevices,
    signInWithBrowser: async () =>
      (await (await shellFetch('sign-in', { method: 'POST' })).json()) as HandoffStartResponse,
    async pendingSignIn() {
      const response = await shellFetch('sign-in');
      return response.status === 204 ? null : ((await response.json()) as HandoffStartResponse);
    },
    signedOut() {
      void shellCall('signed-out').catch(() => undefined);
    },
    recorderState: async () => (await (await shellFetch('recorder')).json()) as DesktopRecorderState,
    async recorderAction(action) {
      await shellFetch(`recorder/${action}`, { method: 'POST' });
    },
    async cameraFrame(after) {
      const response = await shellFetch(`camera?after=${after}`, undefined, [404]);
      if (response.status === 404) return 'off';
      if (response.status === 204) return 'wait';
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
