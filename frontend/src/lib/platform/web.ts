import type { KeyValueStorage, Platform } from './types';

export function browserStorage(): KeyValueStorage {
  // Private modes and blocked cookies make localStorage throw; settings then last one page.
  const fallback = new Map<string, string>();
  return {
    get(key) {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return fallback.get(key) ?? null;
      }
    },
    set(key, value) {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        fallback.set(key, value);
      }
    },
    remove(key) {
      try {
        window.localStorage.removeItem(key);
      } catch {
        fallback.delete(key);
      }
    },
  };
}

function copyWithTextarea(text: string): void {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy failed');
}

export function createWebPlatform(): Platform {
  return {
    kind: 'web',
    webOrigin: window.location.origin,
    mediaUrl: (url) => url,
    async copyText(text) {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        copyWithTextarea(text);
      }
    },
    openUrl(url) {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    openAppLink(url) {
      // The browser asks to open the app and the page stays where it is.
      window.location.href = url;
    },
    storage: browserStorage(),
    desktop: null,
  };
}
