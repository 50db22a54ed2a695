import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { describeHandoffError } from '../hooks/handoff-error';

interface HandoffCodeFormProps {
  app: string;
  onApprove: (userCode: string) => void;
  approving: boolean;
  approved: boolean;
  error: unknown;
}

/** The app did not open: the person types the code the app shows, which approves this sign-in. */
export function HandoffCodeForm({ app, onApprove, approving, approved, error }: HandoffCodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');

  if (approved) {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} data-testid="handoff-approved">
        {t('auth.handoff.approved', { app })}
      </Alert>
    );
  }

  const described = error ? describeHandoffError(error) : null;
  const errorText = described && (described.key === 'errors.reason' ? t(described.key, { msg: described.msg }) : t(described.key));
  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim()) onApprove(code);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <TextInput
          label={t('auth.handoff.codeLabel', { app })}
          description={t('auth.handoff.codeWarning')}
          placeholder="BCDF-GHJK"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={errorText || undefined}
          styles={{ input: { fontFamily: 'monospace', letterSpacing: 2, textTransform: 'uppercase' } }}
          data-testid="handoff-code"
        />
        <Button type="submit" variant="light" loading={approving} disabled={!code.trim()} data-testid="handoff-approve">
          {t('auth.handoff.approve')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('auth.handoff.codeWhy')}
        </Text>
      </Stack>
    </form>
  );
}
