import { Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

interface HandoffDoneProps {
  app: string;
  onOpenAgain: () => void;
}

/** The app has its code; the page stays here (the app polls if the link did not reach it). */
export function HandoffDone({ app, onOpenAgain }: HandoffDoneProps) {
  const { t } = useTranslation();

  return (
    <Stack gap="md" data-testid="handoff-done">
      <ThemeIcon size={44} radius="xl" color="green" variant="light">
        <IconCircleCheck size={26} />
      </ThemeIcon>
      <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
        {t('auth.handoff.doneTitle', { app })}
      </Title>
      <Text c="dimmed" size="sm">
        {t('auth.handoff.doneNote')}
      </Text>
      <Button
        variant="default"
        leftSection={<IconExternalLink size={16} />}
        onClick={onOpenAgain}
        data-testid="handoff-open-again"
      >
        {t('auth.handoff.openAgain')}
      </Button>
      <Anchor component={Link} to={paths.myVideos} size="sm" ta="center">
        {t('app.home')}
      </Anchor>
    </Stack>
  );
}
