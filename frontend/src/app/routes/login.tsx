import { Box, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';

import { LanguageSelect } from '@/components/ui/LanguageSelect';
import { Logo } from '@/components/ui/Logo';
import { AuthForm, HandoffFlow, readHandoff } from '@/features/auth';
import { DesktopSignIn } from '@/features/desktop';
import { safeRedirect } from '@/lib/auth/login-url';
import { useIsSignedIn } from '@/lib/auth/use-session';
import { getPlatform } from '@/lib/platform';

import classes from './login.module.css';

/**
 * /login: sign in or create an account, then go to `redirect` (default /my_videos).
 * Opened by the desktop app (checkuid, app_info), it hands the session to the app instead.
 * Inside the desktop app it offers the browser sign-in that hands the session back.
 */
export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The query, including the desktop handoff's checkuid, app_info and requery, stays as it is.
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const handoff = readHandoff(params);
  const signedIn = useIsSignedIn();
  const platform = getPlatform();

  if (signedIn && !handoff) return <Navigate to={target} replace />;

  return (
    <div className={classes.page}>
      <aside className={classes.brand}>
        <Logo size={34} />
        <Stack gap="md" maw={420}>
          <Title order={1} className={classes.headline}>
            {t('app.tagline')}
          </Title>
        </Stack>
        <div className={classes.preview} aria-hidden="true">
          <div className={classes.previewBar} />
          <div className={classes.previewScreen}>
            <div className={classes.previewPlay} />
          </div>
        </div>
      </aside>
      <main className={classes.main}>
        <Group justify="space-between" className={classes.topBar}>
          <Box hiddenFrom="md">
            <Logo />
          </Box>
          <Box ml="auto">
            <LanguageSelect />
          </Box>
        </Group>
        <Paper className={classes.card} p={{ base: 'lg', sm: 40 }} radius="lg" withBorder shadow="sm">
          {handoff ? (
            <HandoffFlow key={handoff.checkuid} handoff={handoff} />
          ) : platform.desktop ? (
            <DesktopSignIn shell={platform.desktop} server={platform.webOrigin} />
          ) : (
            <AuthForm onSignedIn={() => void navigate(target, { replace: true })} />
          )}
        </Paper>
      </main>
    </div>
  );
}

export { LoginRoute as Component };
