import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { TOAST_MS } from '@/config/constants';
import { queryKeys } from '@/lib/api';
import { notificationSettingsQuery } from '@/lib/api/endpoints/notifications/settings';
import { updateNotificationSettings } from '@/lib/api/endpoints/notifications/update-settings';
import type { NotificationSettings } from '@/lib/api/types.gen';

/** The profile page's e-mail setting: shown switched at once, switched back if the server refuses. */
export function useEmailSetting() {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const settings = useQuery({ ...notificationSettingsQuery(), meta: { handledCodes: 'all' } });
  const save = useMutation({
    mutationFn: (next: NotificationSettings) => updateNotificationSettings(next),
    meta: { handledCodes: 'all' },
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.notifications.settings });
      const before = queryClient.getQueryData<NotificationSettings>(queryKeys.notifications.settings);
      queryClient.setQueryData(queryKeys.notifications.settings, next);
      return before;
    },
    onError: (_error, _next, before) => {
      if (before) queryClient.setQueryData(queryKeys.notifications.settings, before);
      notifications.show({ id: 'notification-settings-failed', color: 'red', message: t('settings.saveFailed'), autoClose: TOAST_MS });
    },
    onSuccess: () => {
      notifications.show({ id: 'notification-settings-saved', color: 'teal', message: t('settings.saved'), autoClose: TOAST_MS });
    },
  });
  return { settings, setEmailUnseen: (on: boolean) => save.mutate({ email_unseen: on }) };
}
