import { Alert, Select, Stack, type ComboboxData } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { teamListQuery } from '@/lib/api/endpoints/teams/list';
import type { Team } from '@/lib/api/types.gen';
import { useIsSignedIn } from '@/lib/auth/use-session';

import { findRoom, MY_VIDEOS, type RecordDestination } from '../destination';

interface RecordDestinationPickerProps {
  value: RecordDestination;
  onChange: (next: RecordDestination) => void;
}

/** My Videos first, then each workspace's joined rooms under its name; workspaces without one are left out. */
function choices(teams: readonly Team[], myVideos: string): ComboboxData {
  return [
    { value: '0', label: myVideos },
    ...teams
      .filter((team) => team.channels.length > 0)
      .map((team) => ({
        group: team.name,
        items: team.channels.map((room) => ({ value: String(room.id), label: room.name })),
      })),
  ];
}

/**
 * Where the desktop app's recordings go: My Videos or one of the user's rooms, grouped by
 * workspace (spec 3's recording location). A remembered room the user can no longer record into
 * is said to be gone, and My Videos shows as the choice.
 */
export function RecordDestinationPicker({ value, onChange }: RecordDestinationPickerProps) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const teams = useQuery({ ...teamListQuery(), enabled: signedIn, meta: { handledCodes: 'all' } });
  const myVideos = t('desktop.destination.myVideos');
  const list = teams.data?.teams;
  const gone = list !== undefined && value.channelId !== 0 && !findRoom(list, value.channelId);
  // Until the rooms are known the remembered one shows by the name it was chosen under.
  const data = list
    ? choices(list, myVideos)
    : [{ value: '0', label: myVideos }, ...(value.channelId ? [{ value: String(value.channelId), label: value.name }] : [])];
  let hint = t('desktop.destination.hint');
  if (signedIn && teams.isPending) hint = t('desktop.destination.loading');
  else if (teams.isError) hint = t('desktop.destination.roomsUnavailable');
  else if (list && !list.some((team) => team.channels.length > 0)) hint = t('desktop.destination.noRooms');

  function choose(next: string | null) {
    const channelId = Number(next ?? 0);
    const room = list ? findRoom(list, channelId) : undefined;
    onChange(room ? { channelId: room.id, name: room.name } : MY_VIDEOS);
  }

  return (
    <Stack gap="xs">
      <Select
        label={t('desktop.destination.label')}
        description={hint}
        data={data}
        value={gone ? '0' : String(value.channelId)}
        onChange={choose}
        allowDeselect={false}
        maxDropdownHeight={320}
        data-testid="record-destination"
      />
      {gone && (
        <Alert color="yellow" variant="light" role="alert">
          {value.name ? t('desktop.destination.gone', { name: value.name }) : t('desktop.destination.goneUnnamed')}
        </Alert>
      )}
    </Stack>
  );
}
