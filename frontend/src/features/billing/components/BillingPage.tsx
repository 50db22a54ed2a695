import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { paths } from '@/config/paths';
import { billingQuery } from '@/lib/api/endpoints/premium/billing';
import { currentPlanQuery } from '@/lib/api/endpoints/premium/current';
import { invoicesQuery } from '@/lib/api/endpoints/premium/invoices';
import type { CurrentPlan } from '@/lib/api/types.gen';

import { useCancelPlan, useRenewPlan } from '../api/use-plan-actions';
import { formatDay, formatMoney, isPremiumPlan } from '../format';
import { PaymentMethodUpdate } from './PaymentMethodUpdate';
import { usePlanName } from './PlanName';
import { UpgradeToYearly } from './UpgradeToYearly';

/**
 * /menu/billing (spec 2, 4): the plan, its renewal or end date (or 'unsubscribed but not
 * expired'), cancel, renew and the move to yearly, the card on file, the invoices and the
 * refund terms. A plan paid through Apple is shown only: it is managed on the Apple device.
 */
export function BillingPage() {
  const { t } = useTranslation('billing');
  const current = useQuery({ ...currentPlanQuery(), meta: { handledCodes: 'all' } });
  const stripe = current.data?.payment_platform === 'stripe';
  return (
    <Stack maw={760} gap="lg" data-testid="billing-page">
      <Title order={1} size="h2">
        {t('billing.title')}
      </Title>
      {current.isError ? (
        <Alert color="red">{t('billing.loadFailed')}</Alert>
      ) : !current.data ? (
        <Skeleton height={160} />
      ) : (
        <>
          <PlanSection plan={current.data} />
          {stripe && <PaymentMethodSection />}
          {stripe && <InvoicesSection />}
          <RefundSection />
        </>
      )}
    </Stack>
  );
}

function stateBadge(plan: CurrentPlan): { color: string; key: 'active' | 'unsubscribed' | 'pastDue' | 'incomplete' | 'trial' | 'privilege' | 'basic' } {
  switch (plan.state) {
    case 'active':
      return { color: 'green', key: 'active' };
    case 'unsubscribed':
      return { color: 'orange', key: 'unsubscribed' };
    case 'past_due':
      return { color: 'red', key: 'pastDue' };
    case 'incomplete':
      return { color: 'red', key: 'incomplete' };
    case 'trial':
      return { color: 'yellow', key: 'trial' };
    case 'privilege':
      return { color: 'yellow', key: 'privilege' };
    default:
      return { color: 'gray', key: 'basic' };
  }
}

function PlanDates({ plan }: { plan: CurrentPlan }) {
  const { t, i18n } = useTranslation('billing');
  const day = (seconds: number) => formatDay(seconds, i18n.language);
  if (plan.state === 'unsubscribed' && plan.period_end) {
    return <Text data-testid="plan-ends">{t('billing.endsOn', { date: day(plan.period_end) })}</Text>;
  }
  if ((plan.state === 'active' || plan.state === 'past_due') && plan.period_end) {
    return <Text data-testid="plan-renews">{t('billing.renewsOn', { date: day(plan.period_end) })}</Text>;
  }
  if (plan.state === 'trial' && plan.trial_end) {
    return <Text data-testid="plan-trial-ends">{t('billing.trialEndsOn', { date: day(plan.trial_end) })}</Text>;
  }
  if (plan.state === 'privilege' || plan.state === 'trial') return <Text data-testid="plan-no-end">{t('billing.noEnd')}</Text>;
  return null;
}

function PlanSection({ plan }: { plan: CurrentPlan }) {
  const { t, i18n } = useTranslation('billing');
  const name = usePlanName(plan);
  const badge = stateBadge(plan);
  const [asking, setAsking] = useState(false);
  const cancel = useCancelPlan();
  const renew = useRenewPlan();
  const apple = plan.payment_platform === 'apple_iap';
  const stripe = plan.payment_platform === 'stripe';
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" data-testid="plan-name">
            {name}
          </Title>
          <Badge color={badge.color} variant="light" data-testid="plan-state">
            {t(`billing.state.${badge.key}`)}
          </Badge>
        </Group>
        <PlanDates plan={plan} />
        {plan.state === 'unsubscribed' && <Text size="sm" c="dimmed">{t('billing.unsubscribedText')}</Text>}
        {plan.state === 'past_due' && <Alert color="red">{t('billing.pastDueText')}</Alert>}
        {apple && (
          <Alert color="gray" data-testid="plan-apple">
            {t('billing.apple')}
          </Alert>
        )}
        {(cancel.isError || renew.isError) && <Alert color="red">{t('billing.actionFailed')}</Alert>}
        <Group>
          {!isPremiumPlan(plan.planType) && (
            <Button component={Link} to={paths.pricing} color="yellow">
              {t('billing.getPremium')}
            </Button>
          )}
          {stripe && plan.upgrade_available && plan.permission.can_billing && <UpgradeToYearly />}
          {stripe && plan.state === 'unsubscribed' && plan.permission.can_billing && (
            <Button onClick={() => renew.mutate()} loading={renew.isPending} data-testid="renew">
              {t('billing.renew')}
            </Button>
          )}
          {stripe && plan.permission.can_cancel && (
            <Button variant="default" color="red" onClick={() => setAsking(true)} loading={cancel.isPending} data-testid="cancel">
              {t('billing.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmModal
        opened={asking}
        title={t('billing.cancelTitle')}
        message={t('billing.cancelText', { date: formatDay(plan.period_end, i18n.language) })}
        cancelLabel={t('billing.keep')}
        confirmLabel={t('billing.cancelConfirm')}
        confirmTestId="cancel-confirm"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          cancel.mutate();
        }}
      />
    </Paper>
  );
}

function PaymentMethodSection() {
  const { t } = useTranslation('billing');
  const billing = useQuery({ ...billingQuery(), meta: { handledCodes: 'all' } });
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('billing.card')}
        </Title>
        {billing.isError ? (
          <Text c="red">{t('billing.loadFailed')}</Text>
        ) : !billing.data ? (
          <Skeleton height={24} />
        ) : billing.data.has_payment_method ? (
          <Text data-testid="card-on-file">
            {t('billing.cardText', {
              brand: billing.data.brand.toUpperCase(),
              last4: billing.data.last4,
              month: String(billing.data.exp_month).padStart(2, '0'),
              year: billing.data.exp_year,
            })}
          </Text>
        ) : (
          <Text c="dimmed">{t('billing.noCard')}</Text>
        )}
        <Group>
          <PaymentMethodUpdate />
        </Group>
      </Stack>
    </Paper>
  );
}

function InvoicesSection() {
  const { t, i18n } = useTranslation('billing');
  const invoices = useQuery({ ...invoicesQuery(), meta: { handledCodes: 'all' } });
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('billing.invoices')}
        </Title>
        {invoices.isError ? (
          <Text c="red">{t('billing.loadFailed')}</Text>
        ) : !invoices.data ? (
          <Skeleton height={60} />
        ) : invoices.data.length === 0 ? (
          <Text c="dimmed">{t('billing.noInvoices')}</Text>
        ) : (
          <Table data-testid="invoices">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('billing.invoiceDate')}</Table.Th>
                <Table.Th>{t('billing.invoiceNumber')}</Table.Th>
                <Table.Th>{t('billing.invoiceAmount')}</Table.Th>
                <Table.Th>{t('billing.invoiceStatus')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.data.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>{formatDay(invoice.created, i18n.language)}</Table.Td>
                  <Table.Td>{invoice.number}</Table.Td>
                  <Table.Td>{formatMoney(invoice.amount, invoice.currency, i18n.language)}</Table.Td>
                  <Table.Td>{invoice.status}</Table.Td>
                  <Table.Td>
                    {invoice.pdf_url && (
                      <Anchor href={invoice.pdf_url} target="_blank" rel="noopener noreferrer">
                        {t('billing.pdf')}
                      </Anchor>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

/** Spec 9's refund terms; the window read as 14 days from the charge (the Chinese text's). */
function RefundSection() {
  const { t } = useTranslation('billing');
  return (
    <Paper withBorder radius="md" p="lg" data-testid="refund">
      <Stack gap={4}>
        <Title order={2} size="h4">
          {t('refund.title')}
        </Title>
        <Text size="sm">{t('refund.yearly', { days: 14 })}</Text>
        <Text size="sm">{t('refund.monthly')}</Text>
        <Text size="sm" c="dimmed">
          {t('refund.time')}
        </Text>
      </Stack>
    </Paper>
  );
}
