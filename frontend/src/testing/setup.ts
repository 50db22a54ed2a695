import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

import { resetSessionCache } from '@/lib/auth/token-store';
import { initI18n } from '@/lib/i18n';
import { installLiveClient } from '@/lib/live/tab-client';
import { createWebPlatform, installPlatform } from '@/lib/platform';

import { offlineLiveClient } from './fake-live-socket';

// jsdom lacks the layout APIs Mantine asks for.
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// jsdom's Blob has no arrayBuffer(); the upload sniffer reads file heads with it.
if (!('arrayBuffer' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    value(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error ?? new Error('read failed'));
        reader.readAsArrayBuffer(this);
      });
    },
  });
}

installPlatform(createWebPlatform());
initI18n('en');

beforeEach(() => {
  window.localStorage.clear();
  resetSessionCache();
  // Components under test have no server socket unless a test gives them one.
  installLiveClient(offlineLiveClient());
});

afterEach(() => {
  cleanup();
});
