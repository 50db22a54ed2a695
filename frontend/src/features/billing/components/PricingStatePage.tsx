import { Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { paths } from '@/config/paths';
import { queryKeys } from '@/lib/api';
import { currentPlanQuery } from '@/lib/api/endpoints/premium/current';
import type { CurrentPlan } from '@/lib/api/types.gen';

import { isPremiumPlan } from '../format';

/** How many times a pending purchase asks /premium/current before saying it is still on its way. */
export const PENDING_POLLS = 5;
export const PENDING_POLL_MS = 3000;

function isPremium(plan: CurrentPlan | undefined): boolean {
  return plan !== undefined && isPremiumPlan(plan.planType) && plan.state !== 'incomplete';
}

/**
 * /pricing-state?state=success|pending|failed: the return page after paying. Pending waits for
 * Stripe's webhook: it asks /premium/current a few times, and action:plan_changed (the layout's
 * live refetch) turns it into success as soon as the server says so.
 */
export function PricingStatePage() {
  const { t } = useTranslation('billing');
  const [search] = useSearchParams();
  const asked = search.get('state');
  const failed = asked === 'failed';
  const current = useQuery({
    ...currentPlanQuery(),
    enabled: !failed,
    staleTime: 0,
    refetchInterval: (query) =>
      asked === 'pending' && !isPremium(query.state.data) && query.state.dataUpdateCount < PENDING_POLLS ? PENDING_POLL_MS : false,
  });
  // Each answer counts, the same as the last one too (dataUpdatedAt changes, so this re-renders).
  const queryClient = useQueryClient();
  const updates = current.dataUpdatedAt ? (queryClient.getQueryState(queryKeys.premium.current)?.dataUpdateCount ?? 0) : 0;
  const state = failed ? 'failed' : isPremium(current.data) ? 'success' : current.data ? 'pending' : 'loading';
  const waitedOut = state === 'pending' && (current.data ? updates >= PENDING_POLLS || asked !== 'pending' : false);

  return (
    <Paper withBorder radius="md" p="xl" maw={560} mx="auto" data-testid={`pricing-state-${state}`}>
      <Stack align="center" ta="center" gap="md">
        {state === 'loading' ? (
          <Loader />
        ) : state === 'success' ? (
          <>
            <ThemeIcon size={56} radius={28} color="green" variant="light">
              <IconCircleCheck size={32} />
            </ThemeIcon>
            <Title order={1} size="h2">
              {t('state.successTitle')}
            </Title>
            <Text c="dimmed">{t('state.successText')}</Text>
            <Group>
              <Button component={Link} to={paths.myVideos}>
                {t('state.toVideos')}
              </Button>
              <Button component={Link} to={paths.billing} variant="default">
                {t('state.toBilling')}
              </Button>
            </Group>
          </>
        ) : state === 'pending' ? (
          <>
            <ThemeIcon size={56} radius={28} color="yellow" variant="light">
              <IconClockHour4 size={32} />
            </ThemeIcon>
            <Title order={1} size="h2">
              {t('state.pendingTitle')}
            </Title>
            <Text c="dimmed">{waitedOut ? t('state.pendingLong') : t('state.pendingText')}</Text>
            {!waitedOut && <Loader size="sm" data-testid="pricing-state-waiting" />}
            <Button component={Link} to={paths.billing} variant="default">
              {t('state.toBilling')}
            </Button>
          </>
        ) : (
          <>
            <ThemeIcon size={56} radius={28} color="red" variant="light">
              <IconAlertTriangle size={32} />
            </ThemeIcon>
            <Title order={1} size="h2">
              {t('state.failedTitle')}
            </Title>
            <Text c="dimmed">{t('state.failedText')}</Text>
            <Button component={Link} to={paths.pricing} color="yellow">
              {t('state.retry')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
