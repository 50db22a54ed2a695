import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { createElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { TOAST_MS } from '@/config/constants';
import { hasCode } from '@/lib/api';
import { freshUserInfoQuery } from '@/lib/api/endpoints/user/info';
import { BasicVideoLimit, CodeShareClosed, CodeVideoLimit } from '@/lib/api/types.gen';
import { buildLoginUrl } from '@/lib/auth/login-url';
import { useIsSignedIn } from '@/lib/auth/use-session';

import { SavedNotice } from '../components/SavedNotice';

interface SavedCopy {
  message: string;
  linkLabel: string;
  path: string;
}

/**
 * What saving a shared video or folder has in common: a visitor who is not signed in signs in
 * first and comes back; a full plan opens the upgrade modal; saving turned off says so (spec 8);
 * success says so with a link to the copy.
 */
export function useSaveCopy() {
  const { t } = useTranslation('sharing');
  const signedIn = useIsSignedIn();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  /** The user's plan limit once a save was refused for it; null while the modal is closed. */
  const [limit, setLimit] = useState<number | null>(null);

  function needsSignIn(): boolean {
    if (!signedIn) void navigate(buildLoginUrl(location));
    return !signedIn;
  }

  function saved({ message, linkLabel, path }: SavedCopy) {
    const id = `saved-${path}`;
    const onOpen = () => {
      notifications.hide(id);
      void navigate(path);
    };
    notifications.show({ id, color: 'teal', autoClose: TOAST_MS, message: createElement(SavedNotice, { message, linkLabel, onOpen }) });
  }

  function failed(error: unknown) {
    if (hasCode(error, CodeVideoLimit)) {
      queryClient.fetchQuery(freshUserInfoQuery()).then(
        (user) => setLimit(user.videoLimit),
        () => setLimit(BasicVideoLimit),
      );
    } else if (hasCode(error, CodeShareClosed)) {
      notifications.show({ color: 'orange', message: t('save.closed'), autoClose: TOAST_MS });
    }
  }

  return { needsSignIn, saved, failed, limit, closeLimit: () => setLimit(null) };
}
