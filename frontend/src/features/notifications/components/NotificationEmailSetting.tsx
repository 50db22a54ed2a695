import { Alert, Skeleton, Stack, Switch, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useEmailSetting } from '../api/use-email-setting';

/** The profile page's notification setting: e-mail me what I have not seen. */
export function NotificationEmailSetting() {
  const { t } = useTranslation('notifications');
  const { settings, setEmailUnseen } = useEmailSetting();
  return (
    <Stack gap="sm" data-testid="notification-settings">
      <Title order={2} size="h4">
        {t('settings.title')}
      </Title>
      {settings.isError ? (
        <Alert color="red">{t('settings.loadFailed')}</Alert>
      ) : settings.data ? (
        <Switch
          checked={settings.data.email_unseen}
          onChange={(event) => setEmailUnseen(event.currentTarget.checked)}
          label={t('settings.emailUnseen')}
          description={t('settings.emailUnseenHint')}
          data-testid="notification-email-unseen"
        />
      ) : (
        <Skeleton height={40} />
      )}
    </Stack>
  );
}
