import 'i18next';

import type { en } from '@/locales/strings-en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: typeof en;
  }
}
