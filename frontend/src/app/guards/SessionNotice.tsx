import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { TOAST_MS } from '@/config/constants';
import { queryKeys } from '@/lib/api';
import { subscribeSession } from '@/lib/auth/token-store';

/** Says 'Login expired, please log in again' and drops the old user's data (spec 8). */
export function SessionNotice() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeSession(({ endedBy }) => {
        if (endedBy !== 'expired') return;
        queryClient.removeQueries({ queryKey: queryKeys.user });
        notifications.show({ id: 'login-expired', color: 'orange', message: t('auth.loginExpired'), autoClose: TOAST_MS });
      }),
    [queryClient, t],
  );
  return null;
}
