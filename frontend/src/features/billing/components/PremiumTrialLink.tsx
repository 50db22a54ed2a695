import { NavLink } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { paths } from '@/config/paths';

/** The sidebar's 'Get Premium Trial' (spec 2): the invitation program's page. */
export function PremiumTrialLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('billing');
  const { pathname } = useLocation();
  return (
    <NavLink
      component={Link}
      to={paths.invitation}
      label={t('sidebar.trial')}
      leftSection={<IconGift size={20} stroke={1.6} color="var(--mantine-color-yellow-6)" />}
      active={pathname === paths.invitation}
      onClick={onNavigate}
      variant="light"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      data-testid="sidebar-premium-trial"
    />
  );
}
