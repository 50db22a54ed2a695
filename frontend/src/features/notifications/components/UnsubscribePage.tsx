import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { hasCode } from '@/lib/api';
import { CodeInvalidParam } from '@/lib/api/types.gen';

import { useUnsubscribe } from '../api/use-unsubscribe';

/**
 * /unsubscribe?token=: an e-mail's one-click unsubscribe, without signing in. It says when it is
 * done, or why not: a broken link, or a failure worth trying again.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const { t } = useTranslation('notifications');
  const unsubscribe = useUnsubscribe(token);
  const invalid = !token || hasCode(unsubscribe.error, CodeInvalidParam);
  return (
    <Paper p={{ base: 'lg', sm: 40 }} radius="lg" withBorder shadow="sm" maw={560} mx="auto" data-testid="unsubscribe">
      {invalid ? (
        <Alert color="red" title={t('unsubscribe.invalidTitle')} data-testid="unsubscribe-invalid">
          {t('unsubscribe.invalidText')}
        </Alert>
      ) : unsubscribe.isError ? (
        <Stack gap="md">
          <Alert color="red" title={t('unsubscribe.failedTitle')} data-testid="unsubscribe-failed">
            {t('unsubscribe.failedText')}
          </Alert>
          <Button onClick={() => unsubscribe.mutate()}>{t('unsubscribe.retry')}</Button>
        </Stack>
      ) : unsubscribe.isSuccess ? (
        <Stack gap="md" align="center" ta="center" data-testid="unsubscribe-done">
          <IconCircleCheck size={48} color="var(--mantine-color-teal-6)" />
          <Title order={1} size="h3">
            {t('unsubscribe.doneTitle')}
          </Title>
          <Text c="dimmed">{t('unsubscribe.doneText')}</Text>
          <Button component={Link} to={paths.home} variant="light">
            {t('unsubscribe.home')}
          </Button>
        </Stack>
      ) : (
        <Center py="lg">
          <Stack align="center" gap="xs">
            <Loader />
            <Text c="dimmed">{t('unsubscribe.working')}</Text>
          </Stack>
        </Center>
      )}
    </Paper>
  );
}
