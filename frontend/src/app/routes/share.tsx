import { Button, Container, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';

import { LanguageSelect } from '@/components/ui/LanguageSelect';
import { Logo } from '@/components/ui/Logo';
import { paths } from '@/config/paths';
import { SharedVideoView } from '@/features/share';
import { buildLoginUrl } from '@/lib/auth/login-url';
import { useIsSignedIn } from '@/lib/auth/use-session';

import classes from './share.module.css';

/** /share/{id}/{key}: the public player, for visitors who are not signed in. */
export function ShareRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const signedIn = useIsSignedIn();

  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Link to={signedIn ? paths.myVideos : paths.login} aria-label={t('app.home')} className={classes.home}>
          <Logo />
        </Link>
        <Group gap="xs">
          <LanguageSelect />
          {signedIn ? (
            <Button component={Link} to={paths.myVideos} variant="light">
              {t('nav.myVideos')}
            </Button>
          ) : (
            <Button component={Link} to={buildLoginUrl(location)}>
              {t('auth.signIn')}
            </Button>
          )}
        </Group>
      </header>
      <Container size="lg" py="xl">
        <SharedVideoView id={Number(params.id)} shareKey={params.key ?? ''} />
        {!signedIn && (
          <Paper withBorder radius="lg" p="lg" mt="xl" className={classes.cta}>
            <Text fw={600}>{t('share.cta')}</Text>
            <Button component={Link} to={paths.login} variant="light">
              {t('auth.createAccount')}
            </Button>
          </Paper>
        )}
      </Container>
    </div>
  );
}

export { ShareRoute as Component };
