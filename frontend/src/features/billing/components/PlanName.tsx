import { useTranslation } from 'react-i18next';

import type { CurrentPlan } from '@/lib/api/types.gen';

/** The plan's name: Basic, Premium monthly or yearly, or Premium given (grant, trial, privilege). */
export function usePlanName(plan: CurrentPlan): string {
  const { t } = useTranslation('billing');
  switch (plan.planType) {
    case 'professional_monthly':
      return t('plan.monthly');
    case 'professional_yearly':
      return t('plan.yearly');
    case 'professional_activity':
      return t('plan.given');
    default:
      return t('plan.basic');
  }
}
