import { Button, Paper, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { currentPlanQuery } from '@/lib/api/endpoints/premium/current';
import { entitlementsOf } from '@/lib/plan/entitlements';

import { isPremiumUser, useSignedInUser } from '../api/use-signed-in-user';
import { formatDay } from '../format';

/**
 * The avatar menu's plan block (spec 2): on Basic, videos used over the limit and an upgrade
 * button; on a trial or grant, the day it ends; on a paid plan, a link to billing.
 */
export function UpgradeBlock() {
  const { t, i18n } = useTranslation('billing');
  const { data: user } = useSignedInUser();
  const current = useQuery({ ...currentPlanQuery(), enabled: user !== undefined, meta: { handledCodes: 'all' } });
  if (!user) return null;
  if (isPremiumUser(user)) {
    const trialEnd = current.data?.state === 'trial' ? current.data.trial_end : 0;
    return (
      <Paper withBorder p="xs" radius="md" data-testid="upgrade-block">
        <Text size="sm" fw={600}>
          {t('plan.premium')}
        </Text>
        {trialEnd > 0 && (
          <Text size="xs" c="dimmed" data-testid="upgrade-block-trial">
            {t('menu.trialEnds', { date: formatDay(trialEnd, i18n.language) })}
          </Text>
        )}
      </Paper>
    );
  }
  const used = user.videoCount;
  const limit = entitlementsOf(user).video_limit;
  const percent = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  return (
    <Paper withBorder p="xs" radius="md" data-testid="upgrade-block">
      <Stack gap={6}>
        <Text size="xs" c={used >= limit ? 'red' : 'dimmed'} data-testid="upgrade-block-usage">
          {t('menu.usage', { used, limit })}
        </Text>
        <Progress value={percent} color={used >= limit ? 'red' : 'brand'} size="xs" />
        <Button component={Link} to={paths.pricing} size="xs" color="yellow">
          {t('menu.upgrade')}
        </Button>
      </Stack>
    </Paper>
  );
}
