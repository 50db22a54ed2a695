import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

import { BillingPage } from '@/features/billing';

/** /menu/billing: the avatar menu's plan and billing page. */
export function BillingRoute() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('titles.billing', { ns: 'billing' })} · ${t('app.name')}`);
  return <BillingPage />;
}

export { BillingRoute as Component };
