import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

import { StorageKeys } from '@/config/storage-keys';
import { getPlatform } from '@/lib/platform';
import enBilling from '@/locales/en/billing.json';
import enComments from '@/locales/en/comments.json';
import enNotifications from '@/locales/en/notifications.json';
import enRooms from '@/locales/en/rooms.json';
import enSharing from '@/locales/en/sharing.json';
import enWorkspaces from '@/locales/en/workspaces.json';
import en from '@/locales/en.json';
import zhCNBilling from '@/locales/zh-CN/billing.json';
import zhCNComments from '@/locales/zh-CN/comments.json';
import zhCNNotifications from '@/locales/zh-CN/notifications.json';
import zhCNRooms from '@/locales/zh-CN/rooms.json';
import zhCNSharing from '@/locales/zh-CN/sharing.json';
import zhCNWorkspaces from '@/locales/zh-CN/workspaces.json';
import zhCN from '@/locales/zh-CN.json';

import { isLanguage, matchLanguage, type Language } from './languages';

export { LANGUAGES, isLanguage, type Language } from './languages';

export const resources = {
  en: {
    translation: en,
    sharing: enSharing,
    comments: enComments,
    workspaces: enWorkspaces,
    rooms: enRooms,
    notifications: enNotifications,
    billing: enBilling,
  },
  'zh-CN': {
    translation: zhCN,
    sharing: zhCNSharing,
    comments: zhCNComments,
    workspaces: zhCNWorkspaces,
    rooms: zhCNRooms,
    notifications: zhCNNotifications,
    billing: zhCNBilling,
  },
} as const;

/** The desktop app's setting, then the forced language (local setting of spec 3), then the browser's. */
function startLanguage(): Language {
  const platform = getPlatform();
  const app = platform.desktop?.language;
  if (isLanguage(app)) return app;
  const forced = platform.storage.get(StorageKeys.forcedLanguage);
  if (isLanguage(forced)) return forced;
  return matchLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
}

export function initI18n(language: Language = startLanguage()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      ns: ['translation', 'sharing', 'comments', 'workspaces', 'rooms', 'notifications', 'billing'],
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    });
  }
  document.documentElement.lang = i18n.language;
  return i18n;
}

/** Switches the language and remembers it (in the desktop app, as the app's setting). */
export function chooseLanguage(language: Language): void {
  const platform = getPlatform();
  platform.storage.set(StorageKeys.forcedLanguage, language);
  void platform.desktop?.saveSettings({ language }).catch(() => undefined);
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
