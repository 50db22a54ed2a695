import { Button } from '@mantine/core';
import { IconCreditCard, IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

import { isPremiumUser, useSignedInUser } from '../api/use-signed-in-user';

/** The header's plan button (spec 2): Billing for Premium users, Pricing for the others. */
export function PlanHeaderButton() {
  const { t } = useTranslation('billing');
  const { data: user } = useSignedInUser();
  if (!user) return null;
  return isPremiumUser(user) ? (
    <Button component={Link} to={paths.billing} variant="subtle" size="sm" leftSection={<IconCreditCard size={16} />} data-testid="header-billing">
      {t('header.billing')}
    </Button>
  ) : (
    <Button component={Link} to={paths.pricing} variant="light" color="yellow" size="sm" leftSection={<IconCrown size={16} />} data-testid="header-pricing">
      {t('header.pricing')}
    </Button>
  );
}
