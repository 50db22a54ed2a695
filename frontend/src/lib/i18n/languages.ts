export const LANGUAGES = ['en', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: string | null | undefined): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** Maps a browser language such as 'zh', 'zh-Hans-CN' or 'en-GB' to a supported one. */
export function matchLanguage(browserLanguages: readonly string[]): Language {
  for (const candidate of browserLanguages) {
    const lower = candidate.toLowerCase();
    if (lower.startsWith('zh')) return 'zh-CN';
    if (lower.startsWith('en')) return 'en';
  }
  return 'en';
}
