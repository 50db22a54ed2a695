import { Alert, Anchor, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlayerRecordFilled } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { teamListQuery } from '@/lib/api/endpoints/teams/list';
import type { DesktopSettings, DesktopShell } from '@/lib/platform';
import { isRoomId } from '@/lib/workspaces/builtin';

import { usableDestination, type RecordDestination } from '../destination';
import { desktopRecorderQuery } from '../recorder-query';
import { desktopSettingsKey, desktopSettingsQuery } from '../settings-query';
import { RecordDestinationPicker } from './RecordDestinationPicker';

interface DesktopRecordStartProps {
  shell: DesktopShell;
  /** The room the Record button was pressed in (a room page), else 0: the remembered choice applies. */
  channelId: number;
}

/**
 * The desktop app's start of a recording: where it goes (My Videos or a room), remembered in the
 * app's settings so the tray and the hotkey record there too, then the app's own countdown and
 * recording bar take over.
 */
export function DesktopRecordStart({ shell, channelId }: DesktopRecordStartProps) {
  const { t } = useTranslation();
  const settings = useQuery(desktopSettingsQuery(shell));
  return (
    <Card withBorder radius="md" p="xl" maw={560} mx="auto" mt="xl">
      <Stack gap="md">
        <Title order={1} size="h3">
          {t('desktop.start.title')}
        </Title>
        <Text c="dimmed">{t('desktop.start.body')}</Text>
        {settings.isPending ? (
          <Loader size="sm" />
        ) : settings.isError ? (
          <Alert color="red" role="alert">
            {t('desktop.settings.errors.unreachable')}
          </Alert>
        ) : (
          <StartForm shell={shell} saved={settings.data} channelId={channelId} />
        )}
      </Stack>
    </Card>
  );
}

function StartForm({ shell, saved, channelId }: { shell: DesktopShell; saved: DesktopSettings; channelId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const teams = useQuery({ ...teamListQuery(), meta: { handledCodes: 'all' } });
  const [chosen, setChosen] = useState<RecordDestination>(() =>
    isRoomId(channelId) ? { channelId, name: '' } : { channelId: saved.record_channel_id, name: saved.record_channel_name },
  );
  const recorder = useQuery(desktopRecorderQuery(shell));
  const busy = recorder.data !== undefined && recorder.data.status !== 'ready';

  const start = useMutation({
    mutationFn: async (destination: RecordDestination) => {
      const next = await shell.saveSettings({
        record_channel_id: destination.channelId,
        record_channel_name: destination.name,
      });
      queryClient.setQueryData(desktopSettingsKey, next);
      await shell.recorderAction('start');
    },
    meta: { handledCodes: 'all' },
    // The new recording shows up where it goes while it is made.
    onSuccess: (_, destination) =>
      void navigate(destination.channelId ? paths.room(destination.channelId) : paths.myVideos),
  });

  return (
    <>
      <RecordDestinationPicker value={chosen} onChange={setChosen} />
      {busy && (
        <Alert color="yellow" variant="light" role="status">
          {t('desktop.start.busy')}
        </Alert>
      )}
      {start.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('desktop.start.failed')}
        </Alert>
      )}
      <Button
        size="md"
        leftSection={<IconPlayerRecordFilled size={18} />}
        loading={start.isPending}
        disabled={busy || (teams.isPending && chosen.channelId !== 0)}
        onClick={() => start.mutate(usableDestination(chosen, teams.data?.teams))}
        data-testid="desktop-record-start"
      >
        {t('desktop.start.button')}
      </Button>
      <Text size="sm" c="dimmed">
        {t('desktop.start.devices')}{' '}
        <Anchor component={Link} to={paths.settings}>
          {t('desktop.start.settings')}
        </Anchor>
      </Text>
    </>
  );
}
