import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { VerifyCodeDigits } from '@/lib/api/types.gen';

import { useUser } from '../api/get-user';
import { useSendVerification, useVerifyEmail } from '../api/verify-email';
import { describeVerifyError } from '../hooks/verify-error';
import { secondsUntilResend } from '../verify-clock';

/** The seconds left before another code may be asked for, ticking down. */
function useResendCountdown(): [number, () => void] {
  const [left, setLeft] = useState(secondsUntilResend);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(secondsUntilResend()), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(secondsUntilResend())];
}

/**
 * Shown above every page while the signed-in user has not entered the code
 * mailed to them (spec 5): the account works meanwhile, marked unverified.
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const [code, setCode] = useState('');
  const verify = useVerifyEmail();
  const send = useSendVerification();
  const [left, restartCountdown] = useResendCountdown();

  if (!user || user.email_verified) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    send.reset();
    verify.mutate({ code: code.trim() });
  }

  function resend() {
    verify.reset();
    send.mutate(undefined, { onSettled: restartCountdown });
  }

  const error = describeVerifyError(verify.error ?? send.error);
  return (
    <Alert
      icon={<IconMailCheck size={20} />}
      color="yellow"
      variant="light"
      mb="lg"
      title={t('auth.verify.title')}
      data-testid="verify-email"
    >
      <Text size="sm" mb="sm">
        {t('auth.verify.body', { email: user.email })}
      </Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            aria-label={t('auth.verify.codeLabel')}
            placeholder={t('auth.verify.codePlaceholder')}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              if (verify.error) verify.reset();
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VerifyCodeDigits + 2}
            w={160}
            error={error ? ('key' in error ? t(error.key) : error.msg) : undefined}
          />
          <Button type="submit" loading={verify.isPending} disabled={code.trim().length === 0}>
            {t('auth.verify.submit')}
          </Button>
          <Button variant="subtle" onClick={resend} loading={send.isPending} disabled={left > 0}>
            {left > 0 ? t('auth.verify.resendIn', { seconds: left }) : t('auth.verify.resend')}
          </Button>
        </Group>
      </form>
      {send.isSuccess && !error && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('auth.verify.sent')}
        </Text>
      )}
    </Alert>
  );
}
