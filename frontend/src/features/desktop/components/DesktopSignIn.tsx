import { Alert, Anchor, Button, Code, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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

const pendingKey = ['desktop-sign-in'] as const;

/** /login inside the desktop app: the sign-in happens in the system browser (spec 2 handoff). */
export function DesktopSignIn({ shell, server }: DesktopSignInProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'starting' | 'failed'>('idle');
  // The sign-in under way, wherever it started (here or the tray); its code is shown until it ends.
  const pending = useQuery({
    queryKey: pendingKey,
    queryFn: () => shell.pendingSignIn(),
    refetchInterval: 2000,
    meta: { handledCodes: 'all' },
  });

  function start() {
    setState('starting');
    shell.signInWithBrowser().then(
      (started) => {
        queryClient.setQueryData(pendingKey, started);
        setState('idle');
      },
      () => setState('failed'),
    );
  }

  const userCode = pending.data?.user_code;
  const waiting = Boolean(userCode);
  return (
    <Stack gap="lg" data-testid="desktop-sign-in">
      <Stack gap={6}>
        <Title order={2}>{t('desktop.signIn.title')}</Title>
        <Text c="dimmed">{t('desktop.signIn.body')}</Text>
      </Stack>
      {waiting && (
        <Alert color="brand" variant="light" icon={<Loader size={16} />} data-testid="desktop-sign-in-waiting">
          <Stack gap={6}>
            <Text size="sm">{t('desktop.signIn.waiting')}</Text>
            <Text size="sm" fw={600}>
              {t('desktop.signIn.codeTitle')}
            </Text>
            <Code fz="xl" fw={700} ta="center" py={6} style={{ letterSpacing: 4 }} data-testid="desktop-sign-in-code">
              {userCode}
            </Code>
            <Text size="xs" c="dimmed">
              {t('desktop.signIn.codeNote')}
            </Text>
          </Stack>
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
