import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

import { StorageKeys } from '@/config/storage-keys';
import { bundled, loadBundle } from '@/lib/i18n/bundles';
import { getPlatform } from '@/lib/platform';

import { isLanguage, matchLanguage, type Language } from './languages';

export { LANGUAGES, isLanguage, type Language } from './languages';

/** The desktop app's setting, then the forced language (local setting of spec 3), then the browser's. */
export function startLanguage(): Language {
  const platform = getPlatform();
  const app = platform.desktop?.language;
  if (isLanguage(app)) return app;
  const forced = platform.storage.get(StorageKeys.forcedLanguage);
  if (isLanguage(forced)) return forced;
  return matchLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
}

/**
 * Starts i18next in language. The app has every language's strings from the start; the viewer
 * fetches them (loadLanguage) before its first render.
 */
export function initI18n(language: Language = startLanguage()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: bundled,
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

/** Adds the language's strings (fetched where the build did not bundle them); callers ask only for one not there yet. */
export async function loadLanguage(language: Language): Promise<void> {
  const bundle = await loadBundle(language);
  for (const [namespace, strings] of Object.entries(bundle)) i18n.addResourceBundle(language, namespace, strings, true, true);
}

/** Switches the language and remembers it (in the desktop app, as the app's setting). */
export function chooseLanguage(language: Language): void {
  const platform = getPlatform();
  platform.storage.set(StorageKeys.forcedLanguage, language);
  void platform.desktop?.saveSettings({ language }).catch(() => undefined);
  const change = () => {
    void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  };
  // The app has both languages already and switches at once; the viewer fetches the other first.
  if (i18n.hasResourceBundle(language, 'translation')) change();
  else void loadLanguage(language).then(change, () => undefined);
}
