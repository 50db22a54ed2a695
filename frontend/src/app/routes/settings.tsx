import { Button, Container, Group, Paper, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Logo } from '@/components/ui/Logo';
import { paths } from '@/config/paths';
import { DesktopSettingsForm, WaitingRecordings } from '@/features/desktop';
import { useIsSignedIn } from '@/lib/auth/use-session';
import { getPlatform } from '@/lib/platform';

import { NotFoundRoute } from './not-found';

/** /settings: the desktop app's settings (tray, Settings…); a browser tab has none. */
export function SettingsRoute() {
  const { t } = useTranslation();
  const shell = getPlatform().desktop;
  const signedIn = useIsSignedIn();
  useDocumentTitle(`${t('desktop.settings.pageTitle')} · ${t('app.name')}`);
  if (!shell) return <NotFoundRoute />;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Logo />
          <Button
            component={Link}
            to={signedIn ? paths.myVideos : paths.login}
            variant="subtle"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t('desktop.settings.back')}
          </Button>
        </Group>
        <Paper p={{ base: 'lg', sm: 40 }} radius="lg" withBorder shadow="sm">
          <Stack gap="lg">
            <Title order={1} size="h2">
              {t('desktop.settings.title')}
            </Title>
            <DesktopSettingsForm shell={shell} />
          </Stack>
        </Paper>
        <WaitingRecordings shell={shell} />
      </Stack>
    </Container>
  );
}

export { SettingsRoute as Component };
