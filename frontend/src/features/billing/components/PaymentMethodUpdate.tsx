import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { createSetupIntent } from '@/lib/api/endpoints/premium/setup-intent';
import type { SetupIntentResponse } from '@/lib/api/types.gen';

import { useUpdatePaymentMethod } from '../api/use-plan-actions';
import type { CardField } from '../payment-gateway';
import { CardMount } from './CardMount';

/** Change the card: a SetupIntent collects the new one, then update_payment_method puts it on the plan. */
export function PaymentMethodUpdate() {
  const { t } = useTranslation('billing');
  const [intent, setIntent] = useState<SetupIntentResponse | null>(null);
  const [starting, setStarting] = useState(false);
  const [card, setCard] = useState<CardField | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdatePaymentMethod();

  async function open() {
    setStarting(true);
    setProblem(null);
    try {
      setIntent(await createSetupIntent());
    } catch {
      setProblem(t('card.error'));
    } finally {
      setStarting(false);
    }
  }

  function close() {
    setIntent(null);
    setProblem(null);
  }

  async function save() {
    if (!card || !intent) return;
    setSaving(true);
    setProblem(null);
    try {
      const setup = await card.confirmSetup(intent.client_secret);
      if ('error' in setup) {
        setProblem(t('card.declinedWith', { message: setup.error }));
        return;
      }
      await update.mutateAsync(setup.paymentMethodId);
      close();
    } catch {
      setProblem(t('card.error'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Button variant="default" onClick={() => void open()} loading={starting} data-testid="update-card">
        {t('billing.updateCard')}
      </Button>
      {!intent && problem && <Alert color="red">{problem}</Alert>}
      <Modal opened={intent !== null} onClose={close} title={t('billing.updateCard')} centered>
        {intent && (
          <Stack gap="md">
            <CardMount publishableKey={intent.publishable_key} onReady={setCard} />
            {problem && (
              <Alert color="red" data-testid="card-problem">
                {problem}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={saving}>
                {t('cancel')}
              </Button>
              <Button onClick={() => void save()} loading={saving} disabled={!card}>
                {t('billing.saveCard')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
