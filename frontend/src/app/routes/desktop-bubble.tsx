import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

import { CameraBubble } from '@/features/desktop';
import { getPlatform } from '@/lib/platform';

import { NotFoundRoute } from './not-found';

/** /desktop/bubble: the desktop app's camera bubble, in a round window of its own. */
export function DesktopBubbleRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('desktop.bubble.title'));
  const shell = getPlatform().desktop;
  if (!shell) return <NotFoundRoute />;
  return <CameraBubble shell={shell} />;
}

export { DesktopBubbleRoute as Component };
