import { Button, Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconChevronRight, IconLock, IconWorld } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { TOAST_MS } from '@/config/constants';
import { queryKeys } from '@/lib/api';
import { browseChannelsQuery } from '@/lib/api/endpoints/channels/browse';
import { joinChannel } from '@/lib/api/endpoints/channels/join';
import type { Channel } from '@/lib/api/types.gen';

/** Spec 2: a workspace's public rooms the user is not in, folded away, each with Join. */
export function UnjoinedRooms({ teamId }: { teamId: number }) {
  const { t } = useTranslation('workspaces');
  const [opened, { toggle }] = useDisclosure(false);
  const browse = useQuery({ ...browseChannelsQuery(teamId), enabled: opened });
  const rooms = browse.data?.channels.filter((room) => !room.is_member) ?? [];
  const Chevron = opened ? IconChevronDown : IconChevronRight;
  return (
    <div>
      <UnstyledButton onClick={toggle} aria-expanded={opened} px="sm" py={4} w="100%">
        <Group gap={6} wrap="nowrap">
          <Chevron size={14} />
          <Text size="xs" c="dimmed" fw={600}>
            {t('sidebar.unjoined')}
          </Text>
        </Group>
      </UnstyledButton>
      {opened &&
        (browse.isPending ? (
          <Loader size="xs" ml="sm" />
        ) : rooms.length === 0 ? (
          <Text size="xs" c="dimmed" px="sm" py={4}>
            {t('sidebar.noUnjoined')}
          </Text>
        ) : (
          rooms.map((room) => <UnjoinedRoom key={room.id} room={room} />)
        ))}
    </div>
  );
}

function UnjoinedRoom({ room }: { room: Channel }) {
  const { t } = useTranslation('workspaces');
  const queryClient = useQueryClient();
  const join = useMutation({
    mutationFn: () => joinChannel({ channel_id: room.id }),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('sidebar.joined', { name: room.name }), autoClose: TOAST_MS });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.teams.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.channels.browse(room.team_id) }),
      ]);
    },
  });
  const Icon = room.is_private ? IconLock : IconWorld;
  return (
    <Group justify="space-between" wrap="nowrap" px="sm" py={2} data-testid={`unjoined-room-${room.id}`}>
      <Group gap={12} wrap="nowrap" style={{ minWidth: 0 }}>
        <Icon size={16} stroke={1.6} />
        <Text size="sm" truncate>
          {room.name}
        </Text>
      </Group>
      <Button size="compact-xs" variant="light" loading={join.isPending} onClick={() => join.mutate()}>
        {t('sidebar.join')}
      </Button>
    </Group>
  );
}
