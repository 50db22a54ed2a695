import { Tooltip } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { isPremiumUser, useSignedInUser } from '../api/use-signed-in-user';

/** The VIP crown beside a Premium user's name (spec 2); nothing for Basic. */
export function VipCrown({ size = 16 }: { size?: number }) {
  const { t } = useTranslation('billing');
  const { data: user } = useSignedInUser();
  if (!isPremiumUser(user)) return null;
  return (
    <Tooltip label={t('plan.premium')}>
      <IconCrown size={size} color="var(--mantine-color-yellow-6)" aria-label={t('plan.premium')} role="img" data-testid="vip-crown" />
    </Tooltip>
  );
}
