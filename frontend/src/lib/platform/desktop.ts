import { CodeOK, type Envelope, type HandoffStartResponse, type TokenPair } from '@/lib/api/types.gen';

import {
  DesktopSettingsError,
  type DesktopDevices,
  type DesktopRecorderState,
  type DesktopSettings,
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

/** A /_desktop call the shell refused: the envelope's reason (shared/api/desktop.go) and the HTTP status. */
export class DesktopShellError extends Error {
  constructor(
    readonly reason: string,
    readonly status: number,
  ) {
    super(`desktop shell refused: ${reason} (${status})`);
    this.name = 'DesktopShellError';
  }
}

/** The envelope of a shell answer; a body that is none is a failure. */
async function shellEnvelope<T>(response: Response): Promise<Envelope<T>> {
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!envelope || typeof envelope.code !== 'number') throw new DesktopShellError('failed', response.status);
  return envelope;
}

/**
 * Calls the desktop shell (served at the page's own origin) at /_desktop/`path` and gives its
 * envelope's data; a refusal throws DesktopShellError with its reason.
 */
async function shellFetch<T = null>(path: string, init?: RequestInit): Promise<T> {
  const envelope = await shellEnvelope<T>(await fetch(`/_desktop/${path}`, init));
  if (envelope.code !== CodeOK) throw new DesktopShellError(envelope.reason ?? 'failed', envelope.code);
  return envelope.data;
}

/** Asks the desktop shell to do what a webview cannot. */
async function shellCall(action: 'open-url' | 'copy-text' | 'app-link' | 'signed-out', body?: string): Promise<void> {
  await shellFetch(action, { method: 'POST', body });
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
    mediaUrl: (url) => (url ? new URL(url, server).href : url),
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
  const envelope = await shellEnvelope<DesktopSettings>(response).catch(() => null);
  if (!envelope || envelope.code !== CodeOK) {
    throw new DesktopSettingsError(envelope?.reason ?? 'save_failed');
  }
  return envelope.data;
}

function createDesktopShell(): DesktopShell {
  return {
    language: desktopLanguage(),
    loadSettings: () => settingsCall(),
    saveSettings: (change) => settingsCall({ method: 'PUT', body: JSON.stringify(change) }),
    async renewSession(refreshToken) {
      const body = JSON.stringify({ refresh_token: refreshToken });
      try {
        return await shellFetch<TokenPair>('refresh', { method: 'POST', body });
      } catch (error) {
        if (error instanceof DesktopShellError && error.reason === 'signed_out') return null;
        throw error;
      }
    },
    waitingRecordings: () => shellFetch<DesktopWaitingRecording[]>('recordings'),
    async retryRecording(id) {
      await shellFetch(`recordings/${encodeURIComponent(id)}/retry`, { method: 'POST' });
    },
    devices: () => shellFetch<DesktopDevices>('devices'),
    signInWithBrowser: () => shellFetch<HandoffStartResponse>('sign-in', { method: 'POST' }),
    pendingSignIn: () => shellFetch<HandoffStartResponse | null>('sign-in'),
    signedOut() {
      void shellCall('signed-out').catch(() => undefined);
    },
    recorderState: () => shellFetch<DesktopRecorderState>('recorder'),
    async recorderAction(action) {
      await shellFetch(`recorder/${action}`, { method: 'POST' });
    },
    async cameraFrame(after) {
      const response = await fetch(`/_desktop/camera?after=${after}`);
      // The picture itself, the one answer that is no envelope.
      if (response.ok && response.headers.get('Content-Type') === 'image/jpeg') {
        return { picture: await response.blob(), number: Number(response.headers.get('X-Frame-Number')) };
      }
      const envelope = await shellEnvelope<null>(response);
      if (envelope.code === CodeOK) return 'wait';
      if (envelope.reason === 'no_camera') return 'off';
      throw new DesktopShellError(envelope.reason ?? 'failed', envelope.code);
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
