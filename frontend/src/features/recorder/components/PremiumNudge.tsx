import { Alert, Anchor } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';

/** Spec 6: with 10 or fewer videos left on the Basic plan, Premium is suggested. */
export function PremiumNudge({ remaining }: { remaining: number }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" icon={<IconCrown size={18} />} py="xs" data-testid="premium-nudge">
      {t('recorder.nudge', { count: remaining })}{' '}
      <Anchor href={paths.pricing} target="_blank" rel="noopener" size="sm" fw={600}>
        {t('subscribe.cta')}
      </Anchor>
    </Alert>
  );
}
