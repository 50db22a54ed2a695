import { Button, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { StandalonePage } from '@/components/ui/StandalonePage';
import { paths } from '@/config/paths';
import { SharedVideoView } from '@/features/share';
import { useIsSignedIn } from '@/lib/auth/use-session';

import classes from './share.module.css';
import { VisitorActions } from '../layout/VisitorActions';

/** /share/{id}/{key}: the public player, for visitors who are not signed in. */
export function ShareRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const signedIn = useIsSignedIn();

  return (
    <StandalonePage home={signedIn ? paths.myVideos : paths.login} actions={<VisitorActions signedIn={signedIn} />}>
      <SharedVideoView id={Number(params.id)} shareKey={params.key ?? ''} />
      {!signedIn && (
        <Paper withBorder radius="lg" p="lg" mt="xl" className={classes.cta}>
          <Text fw={600}>{t('share.cta')}</Text>
          <Button component={Link} to={paths.login} variant="light">
            {t('auth.createAccount')}
          </Button>
        </Paper>
      )}
    </StandalonePage>
  );
}

export { ShareRoute as Component };
