import { Button, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { StandalonePage } from '@/components/ui/StandalonePage';
import { paths } from '@/config/paths';
import { VideoComments } from '@/features/comments';
import { SharedVideoView } from '@/features/share';
import { useIsSignedIn } from '@/lib/auth/use-session';

import classes from './share.module.css';
import { VisitorActions } from '../layout/VisitorActions';

/** /share/{id}/{key}: the public player, for visitors who are not signed in. */
export function ShareRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const signedIn = useIsSignedIn();
  const shareKey = params.key ?? '';

  return (
    <StandalonePage home={signedIn ? paths.myVideos : paths.login} actions={<VisitorActions signedIn={signedIn} />}>
      <SharedVideoView
        id={Number(params.id)}
        shareKey={shareKey}
        withComments={(video, player, layout) => (
          <VideoComments video={video} shareKey={shareKey} player={player}>
            {layout}
          </VideoComments>
        )}
      />
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
