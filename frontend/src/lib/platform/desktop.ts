import type { Platform } from './types';
import { browserStorage } from './web';

/**
 * The desktop app (desktop/internal/webui) serves this page with a meta tag naming the cloud
 * server it forwards /api to; its presence is how the page knows it runs in the desktop app.
 */
export const DESKTOP_SERVER_META = 'reelroom-desktop-server';

/** The cloud server's address when running inside the desktop app, else null. */
export function desktopServer(doc: Document = document): string | null {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${DESKTOP_SERVER_META}"]`)?.content.trim();
  return content ? content.replace(/\/+$/, '') : null;
}

/** Asks the desktop shell (served at the page's own origin) to do what a webview cannot. */
async function shellCall(action: 'open-url' | 'copy-text' | 'app-link', body: string): Promise<void> {
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
  };
}

type ShellBridge = { postMessage(message: string): void };
type BridgedWindow = {
  chrome?: { webview?: ShellBridge };
  webkit?: { messageHandlers?: { external?: ShellBridge } };
};

/**
 * Tells the desktop shell (Wails) the page is ready for the scripts it runs in the window, such
 * as signing the page in once the browser sign-in completes. The page does not load the Wails
 * runtime, so it sends the runtime's ready message itself over the webview's bridge
 * (WebView2 on Windows, WebKit elsewhere). Returns whether a bridge was there.
 */
export function announceReady(win: BridgedWindow = window as unknown as BridgedWindow): boolean {
  const bridge = win.chrome?.webview ?? win.webkit?.messageHandlers?.external;
  if (!bridge) return false;
  try {
    bridge.postMessage('wails:runtime:ready');
    return true;
  } catch {
    return false;
  }
}
