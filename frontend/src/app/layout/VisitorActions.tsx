import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { paths } from '@/config/paths';
import { buildLoginUrl } from '@/lib/auth/login-url';

/** The header of a public page: My Videos when signed in, else sign in and come back. */
export function VisitorActions({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  return signedIn ? (
    <Button component={Link} to={paths.myVideos} variant="light">
      {t('nav.myVideos')}
    </Button>
  ) : (
    <Button component={Link} to={buildLoginUrl(location)}>
      {t('auth.signIn')}
    </Button>
  );
}
