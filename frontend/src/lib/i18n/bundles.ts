// The app's strings: both languages in the bundle, so switching is instant. The viewer's build
// (vite.viewer.config.ts) replaces this module with src/viewer/i18n-bundles.ts, which fetches
// only the language a page is shown in.
import { en } from '@/locales/strings-en';
import { zhCN } from '@/locales/strings-zh-CN';

import type { Language } from './languages';

/** The strings every namespace has, for one language. */
export type Bundle = typeof en;

/** The languages whose strings are in the page's JavaScript from the start. */
export const bundled: Partial<Record<Language, Bundle>> = { en, 'zh-CN': zhCN };

/** One language's strings. */
export function loadBundle(language: Language): Promise<Bundle> {
  return Promise.resolve(language === 'zh-CN' ? zhCN : en);
}
