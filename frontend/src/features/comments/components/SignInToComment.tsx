import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { buildLoginUrl } from '@/lib/auth/login-url';

import { useComments } from '../comments-context';

/** The way back from the login page: this page, at the moment the video is at (`t`, seconds). */
export function returnSearch(search: string, positionMs: number): string {
  const params = new URLSearchParams(search);
  params.set('t', String(Math.floor(positionMs / 1000)));
  return `?${params.toString()}`;
}

/** For anonymous viewers: sign in, then come back to the same page at the same moment. */
export function SignInToComment() {
  const { t } = useTranslation('comments');
  const { player } = useComments();
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = () => {
    const search = returnSearch(location.search, player.positionMs());
    void navigate(buildLoginUrl({ pathname: location.pathname, search, hash: location.hash }));
  };
  return (
    <Button variant="light" fullWidth onClick={signIn} data-testid="sign-in-to-comment">
      {t('panel.signIn')}
    </Button>
  );
}
