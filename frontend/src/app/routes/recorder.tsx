import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

import { RecorderPage } from '@/features/recorder';

/** /recorder: record the screen, a tab or the camera (spec 2). */
export function RecorderRoute() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('recorder.pageTitle')} · ${t('app.name')}`);
  return <RecorderPage />;
}

export { RecorderRoute as Component };
