import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

import { InvitationPage } from '@/features/billing';

/** /menu/invitation: the invitation program (spec 1, 9). */
export function InvitationRoute() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('titles.invitation', { ns: 'billing' })} · ${t('app.name')}`);
  return <InvitationPage />;
}

export { InvitationRoute as Component };
