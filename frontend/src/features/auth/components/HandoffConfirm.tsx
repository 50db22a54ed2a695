import { Avatar, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { HandoffError } from './HandoffError';
import { useUser } from '../api/get-user';

interface HandoffConfirmProps {
  app: string;
  /** Which app on which machine asks; null while it loads. */
  asker: ReactNode;
  onContinue: () => void;
  onSwitch: () => void;
  switching: boolean;
}

/** Someone is already signed in: hand that account to the app, or switch (spec 4). */
export function HandoffConfirm({ app, asker, onContinue, onSwitch, switching }: HandoffConfirmProps) {
  const { t } = useTranslation();
  const { data: user, error, refetch, isFetching } = useUser();

  const switchButton = (
    <Button variant="default" onClick={onSwitch} loading={switching} data-testid="handoff-switch">
      {t('auth.handoff.switchAccount')}
    </Button>
  );

  if (!user && error) {
    return (
      <Stack gap="md">
        <HandoffError error={error} onRetry={() => void refetch()} retrying={isFetching} />
        {switchButton}
      </Stack>
    );
  }
  if (!user || !asker) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }

  const values = { app, nickname: user.nickname, email: user.email };
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={user.avatar || null} name={user.nickname} color="initials" radius="xl" />
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {user.email ? t('auth.handoff.confirmTitle', values) : t('auth.handoff.confirmTitleNoEmail', values)}
        </Title>
      </Group>
      {asker}
      <Button size="md" fullWidth onClick={onContinue} disabled={switching} data-testid="handoff-continue">
        {t('auth.handoff.continueAs', { nickname: user.nickname })}
      </Button>
      {switchButton}
    </Stack>
  );
}
