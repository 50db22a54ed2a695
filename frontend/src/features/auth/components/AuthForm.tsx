import { Alert, Button, PasswordInput, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { MaxPassword, MinPassword } from '@/lib/api/types.gen';

import { useAuthForm } from '../hooks/use-auth-form';
import type { AuthMode, FieldError } from '../validation';

interface AuthFormProps {
  onSignedIn: () => void;
}

/** Sign in and create account in one card, switched by a segmented control. */
export function AuthForm({ onSignedIn }: AuthFormProps) {
  const { t } = useTranslation();
  const form = useAuthForm(onSignedIn);
  const creating = form.mode === 'create';
  const fieldError = (error: FieldError | undefined) => (error ? t(error.key, error.values) : undefined);
  const server = form.serverError;
  const serverText =
    server &&
    ('msg' in server
      ? t('errors.reason', { msg: server.msg })
      : t(server.key, { min: MinPassword, max: MaxPassword }));

  return (
    <form onSubmit={form.submit} noValidate aria-label={creating ? t('auth.createAccount') : t('auth.signIn')}>
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={form.mode}
          onChange={(value) => form.setMode(value as AuthMode)}
          data={[
            { value: 'signIn', label: t('auth.signIn') },
            { value: 'create', label: t('auth.createAccount') },
          ]}
        />
        <div>
          <Title order={2} size="h3">
            {creating ? t('auth.createTitle') : t('auth.signInTitle')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {creating ? t('auth.createSubtitle') : t('auth.signInSubtitle')}
          </Text>
        </div>
        {server && server.field === 'form' && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {serverText}
          </Alert>
        )}
        <TextInput
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          type="email"
          autoComplete="email"
          value={form.values.email}
          onChange={(event) => form.setField('email', event.currentTarget.value)}
          error={fieldError(form.errors.email) ?? (server?.field === 'email' ? serverText : undefined)}
        />
        {creating && (
          <TextInput
            label={t('auth.nickname')}
            placeholder={t('auth.nicknamePlaceholder')}
            autoComplete="nickname"
            value={form.values.nickname}
            onChange={(event) => form.setField('nickname', event.currentTarget.value)}
            error={fieldError(form.errors.nickname)}
          />
        )}
        <PasswordInput
          label={t('auth.password')}
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete={creating ? 'new-password' : 'current-password'}
          value={form.values.password}
          onChange={(event) => form.setField('password', event.currentTarget.value)}
          error={fieldError(form.errors.password) ?? (server?.field === 'password' ? serverText : undefined)}
        />
        <Button type="submit" size="md" fullWidth loading={form.pending} mt="xs">
          {creating ? t('auth.createAccount') : t('auth.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
