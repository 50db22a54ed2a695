import { Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

interface HandoffDoneProps {
  app: string;
  /** Which app on which machine asks, once known. */
  asker: ReactNode;
  onOpenAgain: () => void;
  /** The code form for when the link did not reach the app. */
  children: ReactNode;
}

/** The app has its link; the page stays here for when it did not reach the app. */
export function HandoffDone({ app, asker, onOpenAgain, children }: HandoffDoneProps) {
  const { t } = useTranslation();

  return (
    <Stack gap="md" data-testid="handoff-done">
      <ThemeIcon size={44} radius="xl" color="green" variant="light">
        <IconCircleCheck size={26} />
      </ThemeIcon>
      <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
        {t('auth.handoff.doneTitle', { app })}
      </Title>
      {asker}
      <Button
        variant="default"
        leftSection={<IconExternalLink size={16} />}
        onClick={onOpenAgain}
        data-testid="handoff-open-again"
      >
        {t('auth.handoff.openAgain')}
      </Button>
      <Text c="dimmed" size="sm">
        {t('auth.handoff.doneNote')}
      </Text>
      {children}
      <Anchor component={Link} to={paths.myVideos} size="sm" ta="center">
        {t('app.home')}
      </Anchor>
    </Stack>
  );
}
