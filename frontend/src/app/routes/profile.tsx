import { Divider, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

import { useUser } from '@/features/auth';
import { NotificationEmailSetting } from '@/features/notifications';

/** /menu/profile (spec 2): the account, and the e-mail setting for notifications not seen. */
export function ProfileRoute() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  useDocumentTitle(`${t('profile.pageTitle')} · ${t('app.name')}`);
  return (
    <Stack maw={720} gap="lg">
      <Title order={1} size="h2">
        {t('profile.title')}
      </Title>
      <Paper p="lg" radius="md" withBorder>
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('profile.account')}
            </Title>
            {user ? (
              <>
                <Text size="sm">
                  <Text span c="dimmed" size="sm">{`${t('profile.nickname')}: `}</Text>
                  {user.nickname}
                </Text>
                <Text size="sm">
                  <Text span c="dimmed" size="sm">{`${t('profile.email')}: `}</Text>
                  {user.email || t('profile.noEmail')}
                </Text>
              </>
            ) : (
              <Skeleton height={40} />
            )}
          </Stack>
          <Divider />
          <NotificationEmailSetting />
        </Stack>
      </Paper>
    </Stack>
  );
}

export { ProfileRoute as Component };
