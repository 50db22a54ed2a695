import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingCommunity, IconEyeOff, IconMoodEmpty, IconWorld } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { EmptyState } from '@/components/ui/EmptyState';
import { paths } from '@/config/paths';
import { browseChannelsQuery } from '@/lib/api/endpoints/channels/browse';
import { teamListQuery } from '@/lib/api/endpoints/teams/list';

import { useJoinRoom } from '../api/use-room-mutations';
import { canBrowseRooms } from '../roles';

/** /room/browser/{tid} (spec 2): the workspace's public rooms the user is not in, to join; not for visitors. */
export function RoomBrowser({ teamId }: { teamId: number }) {
  const { t } = useTranslation('rooms');
  const navigate = useNavigate();
  const teams = useQuery(teamListQuery());
  const team = teams.data?.teams.find((each) => each.id === teamId);
  const allowed = team ? canBrowseRooms(team.role) : false;
  const rooms = useQuery({ ...browseChannelsQuery(teamId), enabled: allowed });
  const join = useJoinRoom();

  if (teams.isPending || (allowed && rooms.isPending)) return <Skeleton height={160} radius="md" maw={1100} mx="auto" />;
  if (!team) {
    return <EmptyState icon={<IconBuildingCommunity size={34} />} title={t('browser.notFound.title')} description={t('browser.notFound.description')} />;
  }
  if (!allowed) {
    return <EmptyState icon={<IconEyeOff size={34} />} title={t('browser.visitor.title')} description={t('browser.visitor.description')} />;
  }
  const list = rooms.data?.channels ?? [];
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('browser.title')}
        </Title>
        <Text c="dimmed">{t('browser.description', { team: team.name })}</Text>
      </Stack>
      {list.length === 0 ? (
        <EmptyState icon={<IconMoodEmpty size={34} />} title={t('browser.empty.title')} description={t('browser.empty.description')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {list.map((room) => (
            <Paper key={room.id} withBorder radius="lg" p="md" data-testid={`browse-room-${room.id}`}>
              <Stack gap="xs">
                <Group gap="xs" wrap="nowrap">
                  <IconWorld size={18} aria-label={t('room.public')} />
                  <Text fw={600} truncate>
                    {room.name}
                  </Text>
                </Group>
                {room.description && (
                  <Text size="sm" c="dimmed" lineClamp={3}>
                    {room.description}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {t('room.members', { count: room.member_count })} · {t('room.videos', { count: room.video_count })}
                </Text>
                <Group gap="xs">
                  <Button
                    size="xs"
                    loading={join.isPending && join.variables === room.id}
                    onClick={() => join.mutate(room.id, { onSuccess: () => void navigate(paths.room(room.id)) })}
                  >
                    {t('browser.join')}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => void navigate(paths.room(room.id))}>
                    {t('browser.open')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
