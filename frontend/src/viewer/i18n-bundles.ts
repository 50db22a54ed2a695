// The viewer's strings (in place of src/lib/i18n/bundles.ts, by vite.viewer.config.ts): each
// language is a chunk of its own, fetched when a page is shown in it, so a visitor downloads one
// language's strings, not both (about 14 KB compressed less).
import type { Bundle } from '@/lib/i18n/bundles';
import type { Language } from '@/lib/i18n/languages';

export const bundled: Partial<Record<Language, Bundle>> = {};

export function loadBundle(language: Language): Promise<Bundle> {
  if (language === 'zh-CN') return import('@/locales/strings-zh-CN').then((m) => m.zhCN);
  return import('@/locales/strings-en').then((m) => m.en);
}
