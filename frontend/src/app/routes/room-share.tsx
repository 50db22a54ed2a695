import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { EmptyState } from '@/components/ui/EmptyState';
import { StandalonePage } from '@/components/ui/StandalonePage';
import { paths } from '@/config/paths';
import { hasCode } from '@/lib/api';
import { sharedVideoQuery } from '@/lib/api/endpoints/videos/shared-detail';
import { CodeForbidden } from '@/lib/api/types.gen';
import { buildLoginUrl } from '@/lib/auth/login-url';
import { useIsSignedIn } from '@/lib/auth/use-session';

import { ShareRoute } from './share';
import { VisitorActions } from '../layout/VisitorActions';

/**
 * /roomShare/{id}/{key}: a room's video shared with its room or workspace (scope channel or team).
 * Members watch it as on /share; anyone else is asked to get access first.
 */
export function RoomShareRoute() {
  const { t } = useTranslation('rooms');
  const params = useParams();
  const id = Number(params.id);
  const signedIn = useIsSignedIn();
  const video = useQuery({ ...sharedVideoQuery(id, params.key ?? ''), enabled: Number.isSafeInteger(id) && id > 0 });

  if (!hasCode(video.error, CodeForbidden)) return <ShareRoute />;
  const login = buildLoginUrl({ pathname: paths.roomShare(id, params.key ?? ''), search: '' });
  return (
    <StandalonePage home={signedIn ? paths.myVideos : paths.login} actions={<VisitorActions signedIn={signedIn} />}>
      <EmptyState
        icon={<IconLock size={34} />}
        title={t('share.askAccess.title')}
        description={signedIn ? t('share.askAccess.description') : t('share.askAccess.signedOut')}
        action={
          signedIn ? undefined : (
            <Button component={Link} to={login} variant="light">
              {t('share.askAccess.signIn')}
            </Button>
          )
        }
      />
    </StandalonePage>
  );
}

export { RoomShareRoute as Component };
