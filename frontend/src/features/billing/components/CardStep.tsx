import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { refreshPlanQueries } from '@/lib/api/plan-refresh';
import type { Plan } from '@/lib/api/types.gen';

import { subscribe } from '../api/subscribe';
import { formatMoney } from '../format';
import type { CardField } from '../payment-gateway';
import { CardMount } from './CardMount';

interface CardStepProps {
  /** The plan being bought; the step is open while it is set. */
  plan: Plan | null;
  publishableKey: string;
  onClose: () => void;
}

/** The card step of a purchase: Stripe's card field, then /pricing-state with how it ended. */
export function CardStep({ plan, publishableKey, onClose }: CardStepProps) {
  const { t, i18n } = useTranslation('billing');
  return (
    <Modal opened={plan !== null} onClose={onClose} title={t('card.title')} centered>
      {plan && (
        <Stack gap="md">
          <Text size="sm">
            {t(plan.interval === 'year' ? 'card.yearly' : 'card.monthly', {
              price: formatMoney(plan.amount, plan.currency, i18n.language),
            })}
          </Text>
          <CardForm plan={plan} publishableKey={publishableKey} onClose={onClose} />
        </Stack>
      )}
    </Modal>
  );
}

function CardForm({ plan, publishableKey, onClose }: { plan: Plan; publishableKey: string; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [card, setCard] = useState<CardField | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function pay() {
    if (!card) return;
    setBusy(true);
    setProblem(null);
    try {
      const outcome = await subscribe(card, plan.id);
      if (outcome.kind === 'declined') {
        setProblem(outcome.message ? t('card.declinedWith', { message: outcome.message }) : t('card.declined'));
        return;
      }
      await refreshPlanQueries(queryClient);
      onClose();
      void navigate(`${paths.pricingState}?state=${outcome.kind}`);
    } catch {
      setProblem(t('card.error'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="md">
      <CardMount publishableKey={publishableKey} onReady={setCard} />
      {problem && (
        <Alert color="red" data-testid="card-problem">
          {problem}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        {t('card.note')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button color="yellow" onClick={() => void pay()} loading={busy} disabled={!card}>
          {t('card.pay')}
        </Button>
      </Group>
    </Stack>
  );
}
