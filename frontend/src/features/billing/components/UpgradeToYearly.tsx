import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { upgradeCostQuery } from '@/lib/api/endpoints/premium/upgrade-cost';

import { useUpgradePlan } from '../api/use-plan-actions';
import { formatMoney } from '../format';

/** Monthly to yearly: Stripe's prorated cost for today first, then the move. */
export function UpgradeToYearly() {
  const { t, i18n } = useTranslation('billing');
  const [opened, setOpened] = useState(false);
  const cost = useQuery({ ...upgradeCostQuery(), enabled: opened, meta: { handledCodes: 'all' } });
  const upgrade = useUpgradePlan();
  const money = (cents: number) => formatMoney(cents, cost.data?.currency ?? 'usd', i18n.language);
  return (
    <>
      <Button color="yellow" onClick={() => setOpened(true)} data-testid="upgrade">
        {t('billing.upgrade')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('billing.upgradeTitle')} centered>
        <Stack gap="md">
          {cost.isError ? (
            <Alert color="red">{t('billing.loadFailed')}</Alert>
          ) : !cost.data ? (
            <Skeleton height={40} />
          ) : (
            <>
              <Text data-testid="upgrade-cost">{t('billing.upgradeCost', { amount: money(cost.data.amount) })}</Text>
              {cost.data.credit > 0 && (
                <Text size="sm" c="dimmed">
                  {t('billing.upgradeCredit', { credit: money(cost.data.credit) })}
                </Text>
              )}
            </>
          )}
          {upgrade.isError && <Alert color="red">{t('billing.actionFailed')}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('cancel')}
            </Button>
            <Button
              color="yellow"
              disabled={!cost.data}
              loading={upgrade.isPending}
              data-testid="upgrade-confirm"
              onClick={() => upgrade.mutate(undefined, { onSuccess: () => setOpened(false) })}
            >
              {t('billing.upgradeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
