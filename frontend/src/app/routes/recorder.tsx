import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { DesktopRecordStart } from '@/features/desktop';
import { RecorderPage } from '@/features/recorder';
import { getPlatform } from '@/lib/platform';

/**
 * /recorder: record the screen, a tab or the camera (spec 2). In the desktop app the app records
 * natively: the page chooses where the recording goes (?channel= a room) and starts it.
 */
export function RecorderRoute() {
  const { t } = useTranslation();
  const shell = getPlatform().desktop;
  const [search] = useSearchParams();
  useDocumentTitle(`${shell ? t('desktop.start.pageTitle') : t('recorder.pageTitle')} · ${t('app.name')}`);
  if (shell) return <DesktopRecordStart shell={shell} channelId={Number(search.get('channel')) || 0} />;
  return <RecorderPage />;
}

export { RecorderRoute as Component };
