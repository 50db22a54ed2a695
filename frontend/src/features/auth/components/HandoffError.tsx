import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { describeHandoffError } from '../hooks/handoff-error';

interface HandoffErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed handoff step with a way to try it again. */
export function HandoffError({ error, onRetry, retrying }: HandoffErrorProps) {
  const { t } = useTranslation();
  const described = describeHandoffError(error);
  const text = described.key === 'errors.reason' ? t(described.key, { msg: described.msg }) : t(described.key);

  return (
    <Stack gap="md">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={t('auth.handoff.errorTitle')}
        role="alert"
        data-testid="handoff-error"
        style={{ overflowWrap: 'anywhere' }}
      >
        {text}
      </Alert>
      <Button variant="light" onClick={onRetry} loading={retrying}>
        {t('errors.retry')}
      </Button>
    </Stack>
  );
}
