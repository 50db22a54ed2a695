import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

import { RecordingBar } from '@/features/desktop';
import { getPlatform } from '@/lib/platform';

import { NotFoundRoute } from './not-found';

/** /desktop/bar: the desktop app's floating recording bar, in a window of its own. */
export function DesktopBarRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('desktop.bar.title'));
  const shell = getPlatform().desktop;
  if (!shell) return <NotFoundRoute />;
  return <RecordingBar shell={shell} />;
}

export { DesktopBarRoute as Component };
