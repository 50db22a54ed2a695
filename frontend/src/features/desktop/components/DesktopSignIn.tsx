import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import type { DesktopShell } from '@/lib/platform';

interface DesktopSignInProps {
  shell: DesktopShell;
  /** The server the app talks to, shown so a wrong one is easy to spot. */
  server: string;
}

/** /login inside the desktop app: the sign-in happens in the system browser (spec 2 handoff). */
export function DesktopSignIn({ shell, server }: DesktopSignInProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'starting' | 'waiting' | 'failed'>('idle');

  function start() {
    setState('starting');
    shell.signInWithBrowser().then(
      () => setState('waiting'),
      () => setState('failed'),
    );
  }

  const waiting = state === 'waiting';
  return (
    <Stack gap="lg" data-testid="desktop-sign-in">
      <Stack gap={6}>
        <Title order={2}>{t('desktop.signIn.title')}</Title>
        <Text c="dimmed">{t('desktop.signIn.body')}</Text>
      </Stack>
      {waiting && (
        <Alert color="brand" variant="light" icon={<Loader size={16} />} data-testid="desktop-sign-in-waiting">
          {t('desktop.signIn.waiting')}
        </Alert>
      )}
      {state === 'failed' && (
        <Alert color="red" variant="light" role="alert">
          {t('desktop.signIn.failed')}
        </Alert>
      )}
      <Button
        size="md"
        variant={waiting ? 'default' : 'filled'}
        leftSection={<IconExternalLink size={18} />}
        loading={state === 'starting'}
        onClick={start}
      >
        {waiting ? t('desktop.signIn.again') : t('desktop.signIn.button')}
      </Button>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" truncate>
          {t('desktop.signIn.server', { server })}
        </Text>
        <Anchor component={Link} to={paths.settings} size="sm">
          {t('desktop.signIn.changeServer')}
        </Anchor>
      </Group>
    </Stack>
  );
}
