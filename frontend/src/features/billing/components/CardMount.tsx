import { Alert, Box, Loader } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { usePaymentGateway, type CardField } from '../payment-gateway';

/** Stripe's card field, mounted with publishableKey; onReady hands the field over once it is there. */
export function CardMount({ publishableKey, onReady }: { publishableKey: string; onReady: (card: CardField | null) => void }) {
  const { t } = useTranslation('billing');
  const gateway = usePaymentGateway();
  const host = useRef<HTMLDivElement>(null);
  const ready = useRef(onReady);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    ready.current = onReady;
  });

  useEffect(() => {
    let field: CardField | null = null;
    let gone = false;
    if (!host.current) return;
    gateway(publishableKey, host.current).then(
      (mounted) => {
        if (gone) {
          mounted.destroy();
          return;
        }
        field = mounted;
        setState('ready');
        ready.current(mounted);
      },
      () => {
        if (!gone) setState('failed');
      },
    );
    return () => {
      gone = true;
      field?.destroy();
      ready.current(null);
    };
  }, [gateway, publishableKey]);

  return (
    <>
      <Box
        ref={host}
        p="sm"
        data-testid="card-field"
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)', minHeight: 44 }}
      >
        {state === 'loading' && <Loader size="sm" />}
      </Box>
      {state === 'failed' && <Alert color="red">{t('card.loadFailed')}</Alert>}
    </>
  );
}
