import { Alert, Badge, Button, Card, Group, List, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCrown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { paths } from '@/config/paths';
import { currentPlanQuery } from '@/lib/api/endpoints/premium/current';
import { plansQuery } from '@/lib/api/endpoints/premium/plans';
import { BasicMaxHeight, BasicRecordSeconds, type CurrentPlan, type Plan, type PlansResponse } from '@/lib/api/types.gen';
import { buildLoginUrl } from '@/lib/auth/login-url';
import { useIsSignedIn } from '@/lib/auth/use-session';

import { usePlanLive } from '../api/use-plan-live';
import { useSignedInUser } from '../api/use-signed-in-user';
import { formatMoney, isPremiumPlan, planOf } from '../format';
import { CardStep } from './CardStep';

type Interval = 'month' | 'year';

/**
 * /pricing (spec 1, 2): Basic against Premium, monthly or yearly with the percent saved, the
 * current plan marked. With billing off the server sells nothing and says Premium comes from its
 * operator; with it on, Subscribe opens the card step.
 */
export function PricingPage() {
  const { t } = useTranslation('billing');
  const signedIn = useIsSignedIn();
  const { data: user } = useSignedInUser();
  usePlanLive(user?.id);
  const plans = useQuery(plansQuery());
  const current = useQuery({ ...currentPlanQuery(), enabled: signedIn });
  const [interval, setInterval] = useState<Interval>('year');
  const [buying, setBuying] = useState<Plan | null>(null);

  return (
    <Stack gap="xl" data-testid="pricing-page">
      <Stack gap="xs" align="center" ta="center">
        <Title order={1}>{t('pricing.title')}</Title>
        <Text c="dimmed">{t('pricing.subtitle')}</Text>
      </Stack>
      {plans.isError ? (
        <Alert color="red">{t('pricing.loadFailed')}</Alert>
      ) : !plans.data ? (
        <Skeleton height={360} />
      ) : (
        <>
          <Group justify="center">
            <SegmentedControl
              value={interval}
              onChange={(value) => setInterval(value as Interval)}
              data={[
                { value: 'month', label: t('pricing.monthly') },
                {
                  value: 'year',
                  label:
                    plans.data.monthToYearSavePercent > 0
                      ? `${t('pricing.yearly')} · ${t('pricing.save', { percent: plans.data.monthToYearSavePercent })}`
                      : t('pricing.yearly'),
                },
              ]}
              aria-label={t('pricing.interval')}
            />
          </Group>
          {!plans.data.billing_enabled && (
            <Alert color="blue" data-testid="billing-off">
              {t('pricing.billingOff')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={820} mx="auto" w="100%">
            <BasicCard current={current.data} />
            <PremiumCard
              plans={plans.data}
              interval={interval}
              current={current.data}
              signedIn={signedIn}
              onSubscribe={setBuying}
            />
          </SimpleGrid>
          {plans.data.billing_enabled && (
            <CardStep plan={buying} publishableKey={plans.data.publishable_key ?? ''} onClose={() => setBuying(null)} />
          )}
        </>
      )}
    </Stack>
  );
}

function CurrentBadge() {
  const { t } = useTranslation('billing');
  return (
    <Badge color="green" variant="light" data-testid="current-plan">
      {t('pricing.current')}
    </Badge>
  );
}

function Features({ items }: { items: string[] }) {
  return (
    <List
      spacing="xs"
      size="sm"
      icon={
        <ThemeIcon size={18} radius="xl" variant="light" color="teal">
          <IconCheck size={12} />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

function BasicCard({ current }: { current: CurrentPlan | undefined }) {
  const { t, i18n } = useTranslation('billing');
  return (
    <Card withBorder radius="md" padding="lg" data-testid="plan-basic">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t('plan.basic')}
          </Title>
          {current && !isPremiumPlan(current.planType) && <CurrentBadge />}
        </Group>
        <Text fz={32} fw={700}>
          {formatMoney(0, 'usd', i18n.language)}
        </Text>
        <Features
          items={[
            t('features.videos', { count: 30 }),
            t('features.minutes', { count: BasicRecordSeconds / 60 }),
            t('features.height', { height: BasicMaxHeight }),
          ]}
        />
      </Stack>
    </Card>
  );
}

interface PremiumCardProps {
  plans: PlansResponse;
  interval: Interval;
  current: CurrentPlan | undefined;
  signedIn: boolean;
  onSubscribe: (plan: Plan) => void;
}

function PremiumCard({ plans, interval, current, signedIn, onSubscribe }: PremiumCardProps) {
  const { t, i18n } = useTranslation('billing');
  const location = useLocation();
  const plan = planOf(plans.plans, interval === 'year' ? 'professional_yearly' : 'professional_monthly');
  // A server that sells nothing has no prices to show (its plans answer 0).
  const priced = plan !== undefined && plans.billing_enabled && plan.amount > 0;
  const premium = current !== undefined && isPremiumPlan(current.planType);
  const money = (cents: number) => formatMoney(cents, plan?.currency ?? 'usd', i18n.language);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="plan-premium" style={{ borderColor: 'var(--mantine-color-yellow-5)' }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Group gap={6}>
            <IconCrown size={20} color="var(--mantine-color-yellow-6)" />
            <Title order={2} size="h3">
              {t('plan.premium')}
            </Title>
          </Group>
          {premium && <CurrentBadge />}
        </Group>
        {priced ? (
          <div>
            <Text fz={32} fw={700} data-testid="premium-price">
              {t('pricing.perMonth', { price: money(plan.amount_monthly) })}
            </Text>
            <Text size="sm" c="dimmed">
              {interval === 'year' ? t('pricing.billedYearly', { price: money(plan.amount) }) : t('pricing.billedMonthly')}
            </Text>
          </div>
        ) : (
          <Text c="dimmed">{t('pricing.noPrice')}</Text>
        )}
        <Features
          items={[t('features.unlimitedVideos'), t('features.unlimitedTime'), t('features.fourK'), t('features.download'), t('features.annotation')]}
        />
        {!plans.billing_enabled ? null : !signedIn ? (
          <Button component={Link} to={buildLoginUrl(location)} color="yellow">
            {t('pricing.signInToBuy')}
          </Button>
        ) : premium ? (
          <Button component={Link} to={paths.billing} variant="light" color="yellow">
            {t('pricing.manage')}
          </Button>
        ) : (
          plan && (
            <Button color="yellow" onClick={() => onSubscribe(plan)} disabled={!current} data-testid="subscribe">
              {t('pricing.subscribe')}
            </Button>
          )
        )}
      </Stack>
    </Card>
  );
}
