import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { StandalonePage } from '@/components/ui/StandalonePage';
import { paths } from '@/config/paths';
import { UnsubscribePage } from '@/features/notifications';

/** /unsubscribe?token=: the e-mails' unsubscribe link; no sign-in needed. */
export function UnsubscribeRoute() {
  const { t } = useTranslation('notifications');
  const [search] = useSearchParams();
  useDocumentTitle(`${t('unsubscribe.pageTitle')} · ${t('app.name', { ns: 'translation' })}`);
  return (
    <StandalonePage home={paths.home} actions={null}>
      <UnsubscribePage token={search.get('token') ?? ''} />
    </StandalonePage>
  );
}

export { UnsubscribeRoute as Component };
