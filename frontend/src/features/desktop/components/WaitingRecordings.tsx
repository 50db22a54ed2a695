import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { formatDate } from '@/lib/format/date';
import type { DesktopShell } from '@/lib/platform';

const waitingKey = ['desktop-waiting-recordings'] as const;

/** The desktop app's recordings not yet on the server, each with Retry; nothing when none wait. */
export function WaitingRecordings({ shell }: { shell: DesktopShell }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: waitingKey,
    queryFn: () => shell.waitingRecordings(),
    refetchInterval: 2000,
    meta: { handledCodes: 'all' },
  });
  const retry = useMutation({
    mutationFn: (id: string) => shell.retryRecording(id),
    meta: { handledCodes: 'all' },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: waitingKey }),
  });
  if (!list.data?.length) return null;
  return (
    <Stack gap="sm" data-testid="waiting-recordings">
      <Title order={2} size="h4">
        {t('desktop.waiting.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('desktop.waiting.body')}
      </Text>
      {list.data.map((item) => (
        <Paper key={item.id} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={2} miw={0}>
              <Text fw={600} truncate>
                {item.title}
              </Text>
              <Text size="xs" c="dimmed">
                {t('desktop.waiting.started', { date: formatDate(item.started_at, i18n.language) })}
              </Text>
              {item.failure && (
                <Text size="xs" c="red.7" lineClamp={2}>
                  {t('desktop.waiting.failed', { reason: item.failure })}
                </Text>
              )}
            </Stack>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} />}
              loading={item.retrying || (retry.isPending && retry.variables === item.id)}
              onClick={() => retry.mutate(item.id)}
            >
              {item.retrying ? t('desktop.waiting.retrying') : t('desktop.waiting.retry')}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
