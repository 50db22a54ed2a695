import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

import { TrashView } from '@/features/trash';

/** /trash: what the user deleted in the last 3 days. */
export function TrashRoute() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('trash.title')} · ${t('app.name')}`);
  return <TrashView />;
}

export { TrashRoute as Component };
