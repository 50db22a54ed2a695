import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

import { PricingStatePage } from '@/features/billing';

/** /pricing-state: where a purchase returns (success, pending, failed). */
export function PricingStateRoute() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('titles.pricingState', { ns: 'billing' })} · ${t('app.name')}`);
  return <PricingStatePage />;
}

export { PricingStateRoute as Component };
