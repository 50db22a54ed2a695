import { useTranslation } from 'react-i18next';

import { MaxTeamName } from '@/lib/api/types.gen';

/** How many characters the trimmed name may still take. */
export function TeamNameHint({ name }: { name: string }) {
  const { t } = useTranslation('workspaces');
  return t('create.remaining', { count: Math.max(0, MaxTeamName - [...name.trim()].length) });
}
